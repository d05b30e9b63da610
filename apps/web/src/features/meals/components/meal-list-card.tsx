import type { Meal } from '@messmate/shared';
import { LIST_CARD_EXCERPT } from '@messmate/shared/constants';
import { formatTaka } from '@/lib/format';
import { ExcerptMealCard } from './excerpt-meal-card';

/** A meals-list card: image, title, the first 80 characters of the description and the price. */
export function MealListCard({
  meal,
  eager = false,
  priority = false,
}: {
  meal: Meal;
  eager?: boolean;
  /** The first card: its photo is the page's largest image on a phone. */
  priority?: boolean;
}) {
  return (
    <ExcerptMealCard
      meal={meal}
      heading="h2"
      excerptLength={LIST_CARD_EXCERPT}
      eager={eager}
      priority={priority}
      figure={<p className="text-xl font-extrabold text-brand-800">{formatTaka(meal.price)}</p>}
    />
  );
}
