import { MOST_LOVED_SIZE } from '@messmate/shared/constants';
import { EmptyState } from '@/components/ui/empty-state';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { ErrorNotice } from '@/components/ui/error-notice';
import { SectionHeading } from '@/components/ui/section-heading';
import { useMeals } from '../api/get-meals';
import { LovedMealCard } from './loved-meal-card';

/** '❤️ Most Loved Meals': the six meals with the most likes. */
export function MostLovedMeals() {
  const meals = useMeals({ sortBy: 'likes', limit: MOST_LOVED_SIZE });
  return (
    <section aria-labelledby="most-loved-title" className="bg-brand-50/70 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="most-loved-title"
          eyebrow="Resident favourites"
          title="❤️ Most Loved Meals"
        >
          The dishes residents keep coming back for, ranked by likes.
        </SectionHeading>
        <div className="mt-10">
          {meals.isPending ? (
            <CardGridSkeleton count={MOST_LOVED_SIZE} />
          ) : meals.isError ? (
            <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />
          ) : meals.data.length === 0 ? (
            <EmptyState emoji="💛" title="No favourites yet">
              Like the meals you enjoy and they will show up here.
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
