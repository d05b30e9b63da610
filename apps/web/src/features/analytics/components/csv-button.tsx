import { buttonClass } from '@/components/ui/button-styles';
import { RichText } from '@/lib/i18n';
import { downloadCsv, toCsv } from '../lib/csv';
import type { FigureData } from '../lib/figure-data';
import { analyticsText } from '../lib/messages';

/** Downloads the table beside it as CSV: the same header and cells, nothing else. */
export function CsvButton({
  data,
  fileName,
  title,
}: {
  data: FigureData;
  fileName: string;
  title: string;
}) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => downloadCsv(fileName, toCsv(data.header, data.rows))}
    >
      <RichText
        message={analyticsText.downloadCsv}
        values={{ title }}
        components={{ 0: <span className="sr-only" /> }}
      />
    </button>
  );
}
