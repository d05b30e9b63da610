import { t } from '@/lib/i18n';
import type { CopyReport } from '../api/copy-last-week';
import { plannerText } from '../planner/messages';
import { dateSittingText } from './date-sitting-list';

/** What 'Copy last week' did: copied, skipped because locked, and refused. */
export function CopyReportNotice({ report }: { report: CopyReport }) {
  if (report.empty) return <p>{t(plannerText.copyNothing)}</p>;
  return (
    <div className="space-y-1">
      <p className="font-semibold">{t(plannerText.copyDone, { count: report.copied.length })}</p>
      {report.locked.length > 0 ? (
        <p>{t(plannerText.copySkipped, { list: dateSittingText(report.locked) })}</p>
      ) : null}
      {report.failed.length > 0 ? (
        <p className="text-red-900">
          {t(plannerText.copyFailed, {
            list: report.failed
              .map((entry) => `${dateSittingText([entry])} (${entry.message})`)
              .join('; '),
          })}
        </p>
      ) : null}
    </div>
  );
}
