import type { MenuSitting } from '@messmate/shared/schemas/menu';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { buttonClass } from '@/components/ui/button-styles';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { dayLabel } from '../lib/community-time';
import { SITTING_EMOJI } from '../lib/sitting-look';
import { plannerText } from '../planner/messages';

interface PlanCellProps {
  date: string;
  sitting: Sitting;
  planned: MenuSitting | undefined;
  onEdit: () => void;
}

/** One sitting of one day in the planner: its dishes and note, and Plan or Edit (until locked). */
export function PlanCell({ date, sitting, planned, onEdit }: PlanCellProps) {
  const locked = planned?.locked ?? false;
  return (
    <div
      className={`flex h-full flex-col gap-2 rounded-xl border p-3 ${planned ? 'border-stone-200 bg-white' : 'border-dashed border-stone-300 bg-stone-50'}`}
    >
      <p className="text-sm font-bold text-stone-900 xl:sr-only">
        <span aria-hidden="true">{SITTING_EMOJI[sitting]} </span>
        {categoryName(sitting)}
      </p>
      {planned ? (
        <>
          <ul className="space-y-0.5 text-sm text-stone-900">
            {planned.meals.map((meal) => (
              <li key={meal._id ?? meal.title} className="break-words">
                {meal.title}
              </li>
            ))}
          </ul>
          {planned.note ? (
            <p className="text-xs font-medium break-words text-amber-900">{planned.note}</p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-stone-600">{t(plannerText.notPlanned)}</p>
      )}
      <div className="mt-auto">
        {locked ? (
          <p className="text-xs font-semibold text-stone-700">
            <span aria-hidden="true">🔒 </span>
            {t(plannerText.locked)}
          </p>
        ) : (
          <button
            type="button"
            onClick={onEdit}
            className={buttonClass(planned ? 'secondary' : 'ghost', 'sm')}
          >
            {planned ? t(plannerText.edit) : t(plannerText.plan)}
            <span className="sr-only">
              {' '}
              {t(plannerText.dialogTitle, { sitting: categoryName(sitting), day: dayLabel(date) })}
            </span>
          </button>
        )}
      </div>
    </div>
  );
}
