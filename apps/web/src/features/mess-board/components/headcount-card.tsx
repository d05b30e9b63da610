import type { HeadcountSitting } from '@messmate/shared/schemas/kitchen';
import type { MenuMeal } from '@messmate/shared/schemas/menu';
import { categoryName } from '@/components/ui/category-badge';
import { numberFormat, RichText, t } from '@/lib/i18n';
import { kitchenText } from '../kitchen/messages';
import { clockTime, cutoffText } from '../lib/community-time';
import { SITTING_EMOJI } from '../lib/sitting-look';
import { CollectedLine } from './collected-line';
import { CountLine } from './count-line';
import { LeftoversForm } from './leftovers-form';
import { WasteLine } from './waste-line';

interface HeadcountCardProps {
  date: string;
  count: HeadcountSitting;
  dishes: readonly MenuMeal[];
  timeZone: string;
  now: number;
}

/** One sitting on the kitchen's sheet: how many eat, who is away, requests, portions, waste. */
export function HeadcountCard({ date, count, dishes, timeZone, now }: HeadcountCardProps) {
  const cutoff = cutoffText(date, count.cutoffAt, timeZone);
  const started = now >= Date.parse(count.startsAt);
  const headingId = `count-${date}-${count.sitting}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm break-inside-avoid print:rounded-none print:p-2 print:shadow-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-lg font-bold text-stone-900">
          <span aria-hidden="true">{SITTING_EMOJI[count.sitting]} </span>
          {categoryName(count.sitting)}
        </h3>
        <p className="text-sm text-stone-700">
          {clockTime(count.startsAt, timeZone)} – {clockTime(count.endsAt, timeZone)}
        </p>
      </header>
      {count.planned ? (
        <>
          <p
            className={`self-start rounded-full px-3 py-1 text-xs font-bold print:bg-transparent print:px-0 print:text-black ${count.locked ? 'bg-stone-800 text-white' : 'bg-emerald-100 text-emerald-900'}`}
          >
            {count.locked ? t(kitchenText.locked, { cutoff }) : t(kitchenText.open, { cutoff })}
          </p>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-stone-900">
            <span>
              <RichText
                message={kitchenText.eating}
                values={{ eating: count.eating }}
                components={{
                  0: (
                    <span
                      className="text-4xl font-extrabold tabular-nums"
                      data-testid="eating-count"
                    />
                  ),
                  1: <span className="font-semibold" />,
                }}
              />
            </span>
            <span className="text-stone-700">{t(kitchenText.away, { away: count.away })}</span>
          </p>
          {dishes.length > 0 ? (
            <p className="text-sm break-words text-stone-700">
              {dishes.map((dish) => dish.title).join(', ')}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-stone-700">{t(kitchenText.notPlanned)}</p>
      )}
      <dl className="space-y-1 text-sm">
        {count.planned && (started || count.collected > 0) ? (
          <CollectedLine collected={count.collected} eating={count.eating} />
        ) : null}
        <CountLine label={t(kitchenText.requestsToday)}>
          {t(kitchenText.requestCounts, {
            pending: count.requests.pending,
            delivered: count.requests.delivered,
          })}
        </CountLine>
        {count.planned ? (
          <CountLine label={t(kitchenText.suggested)}>
            <span className="font-bold text-brand-800">
              {numberFormat().format(count.suggestedPortions)}
            </span>
            <span className="text-stone-600">
              {count.suggestionSamples > 0
                ? t(kitchenText.suggestedFrom, { samples: count.suggestionSamples })
                : t(kitchenText.suggestedNoHistory)}
            </span>
          </CountLine>
        ) : null}
        {count.leftovers ? <WasteLine leftovers={count.leftovers} /> : null}
      </dl>
      {count.requests.byMeal.length > 0 ? (
        <ul className="text-sm break-words text-stone-700">
          {count.requests.byMeal.map((dish) => (
            <li key={dish.mealId ?? dish.title}>
              {t(kitchenText.dishRequests, {
                title: dish.title,
                pending: dish.pending,
                delivered: dish.delivered,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {count.planned && started ? (
        <div className="mt-auto border-t border-stone-100 pt-3 print:hidden">
          <LeftoversForm
            key={count.leftovers ? `${count.leftovers.cooked}/${count.leftovers.left}` : 'new'}
            date={date}
            sitting={count.sitting}
            recorded={count.leftovers}
            suggested={count.suggestedPortions}
          />
        </div>
      ) : null}
    </article>
  );
}
