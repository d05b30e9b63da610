import { shownDigits } from '../lib/shown-digits';

export interface Stat {
  label: string;
  value: string;
}

/** The period's headline numbers, as a list of label and value. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm text-stone-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums text-stone-900">
            {shownDigits(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
