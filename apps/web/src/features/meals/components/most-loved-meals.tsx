import { MOST_LOVED_SIZE } from '@messmate/shared/constants';
import { EmptyState } from '@/components/ui/empty-state';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { ErrorNotice } from '@/components/ui/error-notice';
import { SectionHeading } from '@/components/ui/section-heading';
import { t } from '@/lib/i18n';
import { useMeals } from '../api/get-meals';
import { mealsText } from '../messages';
import { LovedMealCard } from './loved-meal-card';

/** '❤️ Most Loved Meals': the six meals with the most likes. */
export function MostLovedMeals() {
  const meals = useMeals({ sortBy: 'likes', limit: MOST_LOVED_SIZE });
  return (
    <section aria-labelledby="most-loved-title" className="bg-brand-50/70 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="most-loved-title"
          eyebrow={t(mealsText.lovedEyebrow)}
          title={t(mealsText.lovedTitle)}
        >
          {t(mealsText.lovedIntro)}
        </SectionHeading>
        <div className="mt-10">
          {meals.isPending ? (
            <CardGridSkeleton count={MOST_LOVED_SIZE} />
          ) : meals.isError ? (
            <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />
          ) : meals.data.length === 0 ? (
            <EmptyState emoji="💛" title={t(mealsText.noFavourites)}>
              {t(mealsText.noFavouritesText)}
            </EmptyState>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {meals.data.map((meal) => (
                <LovedMealCard key={meal._id} meal={meal} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
