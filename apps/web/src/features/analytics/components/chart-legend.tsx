import type { ChartSeries } from './chart';

/** Which colour is which series (the chart itself is a picture). */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden="true">
      {series.map((line) => (
        <li key={line.label} className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm" style={{ backgroundColor: line.color }} />
          {line.label}
        </li>
      ))}
    </ul>
  );
}
