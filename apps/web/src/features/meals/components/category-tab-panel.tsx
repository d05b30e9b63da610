import {
  HOME_ALL_TAB_SIZE,
  HOME_CATEGORY_TAB_SIZE,
  type MealCategory,
} from '@messmate/shared/constants';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useMeals } from '../api/get-meals';
import type { MealsQuery } from '../lib/meal-filters';
import { CategoryMealCard } from './category-meal-card';

export type CategoryTab = MealCategory | 'All Meals';

/** What one home tab asks for: the most liked meals of its category (or of all). */
export function categoryTabQuery(tab: CategoryTab): MealsQuery {
  return tab === 'All Meals'
    ? { sortBy: 'likes', limit: HOME_ALL_TAB_SIZE }
    : { sortBy: 'likes', limit: HOME_CATEGORY_TAB_SIZE, category: tab };
}

export function CategoryTabPanel({ tab }: { tab: CategoryTab }) {
  const meals = useMeals(categoryTabQuery(tab));
  if (meals.isPending) return <BarsLoader />;
  if (meals.isError)
    return <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />;
  if (meals.data.length === 0) {
    return (
      <EmptyState
        emoji="🥣"
        title={`No ${tab === 'All Meals' ? 'meals' : tab.toLowerCase()} on the menu yet`}
      >
        The kitchen adds new dishes often. Check back soon.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {meals.data.map((meal) => (
        <CategoryMealCard key={meal._id} meal={meal} />
      ))}
    </div>
  );
}
