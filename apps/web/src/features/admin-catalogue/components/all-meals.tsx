import { Link } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { paths } from '@/config/paths';
import { useAllMeals } from '../api/get-all-meals';
import { AllMealsTable } from './all-meals-table';

/** All Meals: every meal on the menu, most liked first, with View and Delete. */
export function AllMeals() {
  const meals = useAllMeals();
  if (meals.isPending) return <BarsLoader label="Loading meals" />;
  if (meals.isError) {
    return <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />;
  }
  if (meals.data.length === 0) {
    return (
      <EmptyState
        emoji="🍽️"
        title="No meals on the menu yet"
        titleAs="h2"
        action={
          <Link to={paths.admin.addMeal} className={buttonClass('primary')}>
            Add a meal
          </Link>
        }
      >
        Meals you add appear here and on the public menu.
      </EmptyState>
    );
  }
  return (
    <div aria-busy={meals.isFetching}>
      <p className="mb-3 text-sm text-stone-600">
        {meals.data.length} {meals.data.length === 1 ? 'meal' : 'meals'}, most liked first
      </p>
      <AllMealsTable meals={meals.data} />
    </div>
  );
}
