import { MEALS_PAGE_SIZE } from '@messmate/shared/constants';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { messages, t } from '@/lib/i18n';
import { canRetry } from '../api/should-retry';
import { useInfiniteMeals } from '../api/get-infinite-meals';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import type { MealFilters } from '../lib/meal-filters';
import { listText } from '../list/messages';
import { MealListCard } from './meal-list-card';

interface MealResultsProps {
  filters: MealFilters;
  onClearFilters: () => void;
  hasFilters: boolean;
}

/** The meals matching the filters, six at a time, loading more as the reader scrolls. */
export function MealResults({ filters, onClearFilters, hasFilters }: MealResultsProps) {
  const query = useInfiniteMeals(filters);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useLoadMoreOnScroll(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    () => void fetchNextPage(),
  );

  if (query.isPending) {
    return (
      <div className="space-y-6">
        <CardGridSkeleton count={MEALS_PAGE_SIZE} />
        <p className="text-center font-medium text-stone-600">{t(listText.loading)}</p>
      </div>
    );
  }
  if (query.isError && !query.data) {
    const retry = canRetry(query.error) ? () => void query.refetch() : undefined;
    return <ErrorNotice message={query.error.message} onRetry={retry} />;
  }

  const meals = query.data.pages.flat();
  if (meals.length === 0) {
    return (
      <EmptyState
        emoji="🍽️"
        title={t(listText.noMatch)}
        titleAs="h2"
        action={
          hasFilters ? (
            <button type="button" onClick={onClearFilters} className={buttonClass('secondary')}>
              {t(listText.clearFilters)}
            </button>
          ) : null
        }
      >
        {t(listText.noMatchText)}
      </EmptyState>
    );
  }

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t(listText.listLabel)}>
        {meals.map((meal, index) => (
          <li key={meal._id} className="flex [&>article]:flex-1">
            <MealListCard meal={meal} eager={index < 3} priority={index === 0} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center" aria-live="polite">
        {isFetchingNextPage ? (
          <p className="font-medium text-stone-600">{t(listText.loading)}</p>
        ) : isFetchNextPageError ? (
          <ErrorNotice
            message={query.error?.message ?? messages().somethingWentWrong}
            onRetry={() => void fetchNextPage()}
          />
        ) : hasNextPage ? (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            className={buttonClass('secondary')}
          >
            {t(listText.loadMore)}
          </button>
        ) : (
          <p className="font-medium text-stone-600">{messages().noMoreMeals}</p>
        )}
      </div>
    </div>
  );
}
