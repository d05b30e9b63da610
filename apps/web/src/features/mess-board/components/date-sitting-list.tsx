import type { DateSitting } from '@messmate/shared/schemas/mess-calendar';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { dayLabel } from '../lib/community-time';
import { weekText } from '../week/messages';

const named = (entry: DateSitting) =>
  t(weekText.dateSitting, { day: dayLabel(entry.date), sitting: categoryName(entry.sitting) });

/** 'Thu 12 Mar Lunch, Thu 12 Mar Dinner': sittings named as a resident reads them. */
export function dateSittingText(sittings: readonly DateSitting[]): string {
  return sittings.map(named).join(', ');
}

/** A short list of sittings under a title, for what a change did and what it left alone. */
export function DateSittingList({
  title,
  sittings,
}: {
  title: string;
  sittings: readonly DateSitting[];
}) {
  if (sittings.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {sittings.map((entry) => (
          <li
            key={`${entry.date} ${entry.sitting}`}
            className="rounded-full bg-white px-2.5 py-0.5 text-sm ring-1 ring-stone-300"
          >
            {named(entry)}
          </li>
        ))}
      </ul>
    </div>
  );
}
