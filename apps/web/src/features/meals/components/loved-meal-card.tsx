import type { Meal } from '@messmate/shared';
import { MOST_LOVED_EXCERPT } from '@messmate/shared/constants';
import { HeartIcon } from '@/components/ui/icons';
import { numberFormat, t } from '@/lib/i18n';
import { mealsText } from '../messages';
import { ExcerptMealCard } from './excerpt-meal-card';

/** A most-loved card: image, category, title, a 100-character taste of the description and its likes. */
export function LovedMealCard({ meal }: { meal: Meal }) {
  return (
    <ExcerptMealCard
      meal={meal}
      heading="h3"
      excerptLength={MOST_LOVED_EXCERPT}
      figure={
        <p className="flex items-center gap-1.5 font-semibold text-rose-700">
          <HeartIcon filled className="h-5 w-5" />
          <span>
            {numberFormat().format(meal.likes)}{' '}
            <span className="sr-only">{t(mealsText.likes)}</span>
          </span>
        </p>
      }
    />
  );
}
