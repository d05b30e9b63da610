import type { MenuSitting } from '@messmate/shared/schemas/menu';
import type { ReactNode } from 'react';
import { categoryName } from '@/components/ui/category-badge';
import { clockTime } from '../lib/community-time';
import { SITTING_EMOJI } from '../lib/sitting-look';
import { DishList } from './dish-list';
import { SittingChoice } from './sitting-choice';

interface SittingCardProps {
  date: string;
  sitting: MenuSitting;
  timeZone: string;
  now: number;
  /** A small label above the name: 'Now serving', 'Next'. */
  eyebrow?: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/** One planned sitting: its name and hours, the kitchen's note, the dishes, and the resident's on/off. */
export function SittingCard({
  date,
  sitting,
  timeZone,
  now,
  eyebrow,
  headingLevel: Heading = 'h3',
}: SittingCardProps) {
  return (
    <article className="flex min-w-0 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <header>
        {eyebrow ? (
          <p className="text-xs font-bold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Heading className="text-lg font-bold text-stone-900">
            <span aria-hidden="true">{SITTING_EMOJI[sitting.sitting]} </span>
            {categoryName(sitting.sitting)}
          </Heading>
          <p className="text-sm font-medium text-stone-700">
            {clockTime(sitting.startsAt, timeZone)} – {clockTime(sitting.endsAt, timeZone)}
          </p>
        </div>
        {sitting.note ? (
          <p className="mt-2 inline-block rounded-lg bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {sitting.note}
          </p>
        ) : null}
      </header>
      <DishList meals={sitting.meals} />
      <div className="mt-auto border-t border-stone-100 pt-3">
        <SittingChoice date={date} sitting={sitting} timeZone={timeZone} now={now} />
      </div>
    </article>
  );
}
