import { buttonClass } from '@/components/ui/button-styles';
import { downloadCsv, toCsv } from '../lib/csv';
import type { FigureData } from '../lib/figure-data';

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
      Download CSV<span className="sr-only"> of {title}</span>
    </button>
  );
}
