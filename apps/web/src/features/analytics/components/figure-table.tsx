import type { FigureData } from '../lib/figure-data';
import { shownDigits } from '../lib/shown-digits';

/** A figure's exact numbers: the first column names the row, the rest are numbers. */
export function FigureTable({ data, label }: { data: FigureData; label: string }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-stone-200"
      // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-left text-sm" data-figure-table="">
        <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-700">
          <tr>
            {data.header.map((title, index) => (
              <th
                key={title}
                scope="col"
                className={`px-3 py-2 font-semibold ${index > 0 ? 'text-right' : ''}`}
              >
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {data.rows.map((row) => (
            <tr key={row.join('\u0000')}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium text-stone-900">
                    {value}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 text-right tabular-nums text-stone-800">
                    {shownDigits(value)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
