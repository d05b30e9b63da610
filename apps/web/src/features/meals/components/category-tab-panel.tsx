import {
  HOME_ALL_TAB_SIZE,
  HOME_CATEGORY_TAB_SIZE,
  type MealCategory,
} from '@messmate/shared/constants';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { categoryName } from '@/components/ui/category-badge';
import { ErrorNotice } from '@/components/ui/error-notice';
import { t } from '@/lib/i18n';
import { useMeals } from '../api/get-meals';
import type { MealsQuery } from '../lib/meal-filters';
import { mealsText } from '../messages';
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
        title={
          tab === 'All Meals'
            ? t(mealsText.noMealsYet)
            : t(mealsText.noCategoryYet, { category: categoryName(tab).toLowerCase() })
        }
      >
        {t(mealsText.checkBackSoon)}
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
