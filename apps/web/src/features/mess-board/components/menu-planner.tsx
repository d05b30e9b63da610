import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ErrorNotice } from '@/components/ui/error-notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { useCatalogue } from '../api/get-catalogue';
import { useMenu } from '../api/get-menu';
import { useCommunityToday } from '../hooks/use-community-today';
import { addDays, dayLabel, weekStart } from '../lib/community-time';
import { plannerText } from '../planner/messages';
import { PlanCell } from './plan-cell';
import { PlanEditor } from './plan-editor';
import { PlannerToolbar } from './planner-toolbar';
import { SITTINGS_IN_ORDER } from '../lib/sitting-look';

const WEEK_PARAM = 'week';
const isDate = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** The admin's week: days down, sittings across (a day list on a phone), each cell editable. */
export function MenuPlanner() {
  const { settings, today } = useCommunityToday();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(WEEK_PARAM);
  const monday = isDate(asked) ? weekStart(asked) : today ? weekStart(today) : '';
  const menu = useMenu(monday, monday ? addDays(monday, 6) : '', monday !== '');
  const catalogue = useCatalogue();
  const [editing, setEditing] = useState<{ date: string; sitting: Sitting } | null>(null);

  const failed = settings.error ?? menu.error ?? catalogue.error;
  if (failed) return <ErrorNotice message={failed.message} onRetry={() => void menu.refetch()} />;
  if (!monday || !menu.data || !catalogue.data)
    return <PageSkeleton label={t(plannerText.loading)} />;

  const goTo = (date: string) => setSearch({ [WEEK_PARAM]: date }, { replace: true });
  const plannedAt = (date: string, sitting: Sitting) =>
    menu.data.days.find((day) => day.date === date)?.sittings.find((s) => s.sitting === sitting);

  return (
    <div className="space-y-6">
      <PlannerToolbar monday={monday} onWeek={goTo} />
      <div
        aria-hidden="true"
        className="hidden gap-3 px-1 text-sm font-bold uppercase tracking-wide text-stone-600 xl:grid xl:grid-cols-[9rem_repeat(3,minmax(0,1fr))]"
      >
        <span>{t(plannerText.day)}</span>
        {SITTINGS_IN_ORDER.map((sitting) => (
          <span key={sitting}>{categoryName(sitting)}</span>
        ))}
      </div>
      <ol className="space-y-4 xl:space-y-3">
        {menu.data.days.map((day) => (
          <li
            key={day.date}
            className="grid gap-2 rounded-2xl border border-stone-200 bg-stone-100/60 p-3 sm:grid-cols-3 xl:grid-cols-[9rem_repeat(3,minmax(0,1fr))] xl:gap-3"
          >
            <h2 className="font-bold text-stone-900 sm:col-span-3 xl:col-span-1 xl:pt-3">
              {dayLabel(day.date)}
              {day.date === today ? (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold uppercase text-brand-800 ring-1 ring-brand-200">
                  {t(plannerText.today)}
                </span>
              ) : null}
            </h2>
            {SITTINGS_IN_ORDER.map((sitting) => (
              <PlanCell
                key={sitting}
                date={day.date}
                sitting={sitting}
                planned={plannedAt(day.date, sitting)}
                onEdit={() => setEditing({ date: day.date, sitting })}
              />
            ))}
          </li>
        ))}
      </ol>
      <ModalDialog
        open={editing !== null}
        title={
          editing
            ? t(plannerText.dialogTitle, {
                sitting: categoryName(editing.sitting),
                day: dayLabel(editing.date),
              })
            : ''
        }
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <PlanEditor
            date={editing.date}
            sitting={editing.sitting}
            planned={plannedAt(editing.date, editing.sitting)}
            catalogue={catalogue.data}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </ModalDialog>
    </div>
  );
}
