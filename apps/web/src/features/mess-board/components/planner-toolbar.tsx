import { buttonClass } from '@/components/ui/button-styles';
import { confirmAction } from '@/components/ui/dialog';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { t } from '@/lib/i18n';
import { useCopyLastWeek } from '../api/copy-last-week';
import { addDays, dayLabel } from '../lib/community-time';
import { plannerText } from '../planner/messages';
import { CopyReportNotice } from './copy-report-notice';
import { PublicationStatus, PublishWeekButton } from './publish-week/publish-week';

/** The week shown (with the weeks before and after), 'Copy last week' and 'Publish week'. */
export function PlannerToolbar({
  monday,
  onWeek,
}: {
  monday: string;
  onWeek: (date: string) => void;
}) {
  const copy = useCopyLastWeek();
  const report = copy.variables === monday ? copy.data : undefined;

  async function copyLastWeek() {
    const sure = await confirmAction({
      text: t(plannerText.copyConfirm, { day: dayLabel(monday) }),
      confirmText: t(plannerText.copyLastWeek),
    });
    if (sure) copy.mutate(monday);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-start">
          <button
            type="button"
            onClick={() => onWeek(addDays(monday, -7))}
            className={buttonClass('secondary', 'sm', 'max-sm:px-2.5')}
          >
            <ArrowLeftIcon className="h-4 w-4" />
            <span className="max-sm:sr-only">{t(plannerText.previousWeek)}</span>
          </button>
          <p className="px-1 text-center font-semibold text-stone-900" aria-live="polite">
            {dayLabel(monday)} – {dayLabel(addDays(monday, 6))}
          </p>
          <button
            type="button"
            onClick={() => onWeek(addDays(monday, 7))}
            className={buttonClass('secondary', 'sm', 'max-sm:px-2.5')}
          >
            <span className="max-sm:sr-only">{t(plannerText.nextWeek)}</span>
            <ArrowRightIcon className="h-4 w-4" />
          </button>
        </div>
        <div className="flex w-full gap-2 max-sm:flex-col sm:ml-auto sm:w-auto">
          <button
            type="button"
            onClick={() => void copyLastWeek()}
            disabled={copy.isPending}
            className={buttonClass('secondary', 'sm', 'max-sm:w-full')}
          >
            {copy.isPending ? t(plannerText.copying) : t(plannerText.copyLastWeek)}
          </button>
          <PublishWeekButton monday={monday} />
        </div>
      </div>
      <PublicationStatus monday={monday} />
      <div role="status" className="empty:hidden">
        {report ? (
          <div className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950 ring-1 ring-emerald-200">
            <CopyReportNotice report={report} />
          </div>
        ) : copy.error ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
            {copy.error.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
