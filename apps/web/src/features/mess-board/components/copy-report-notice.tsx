import { BOARD_PAGE_TEXTS } from '@messmate/shared/board-page-texts';
import type { CopyReport } from '../api/copy-last-week';
import { dateSittingText } from './date-sitting-list';

/** What 'Copy last week' did: copied, skipped because locked, and refused. */
export function CopyReportNotice({ report }: { report: CopyReport }) {
  if (report.empty) return <p>{BOARD_PAGE_TEXTS.copyNothing}</p>;
  return (
    <div className="space-y-1">
      <p className="font-semibold">{BOARD_PAGE_TEXTS.copyDone(report.copied.length)}</p>
      {report.locked.length > 0 ? (
        <p>{BOARD_PAGE_TEXTS.copySkipped(dateSittingText(report.locked))}</p>
      ) : null}
      {report.failed.length > 0 ? (
        <p className="text-red-900">
          {BOARD_PAGE_TEXTS.copyFailed(
            report.failed
              .map((entry) => `${dateSittingText([entry])} (${entry.message})`)
              .join('; '),
          )}
        </p>
      ) : null}
    </div>
  );
}
