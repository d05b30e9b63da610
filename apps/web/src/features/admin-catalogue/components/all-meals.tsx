import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useAllMeals } from '../api/get-all-meals';
import { AllMealsTable } from './all-meals-table';

const CATEGORY_OPTIONS = [
  ['', 'Every category'],
  ...MEAL_CATEGORIES.map((category) => [category, category] as const),
] as const;

function NoMealsYet() {
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

/** All Meals: every meal on the menu, most liked first, page by page, with its actions. */
export function AllMeals() {
  const address = useListAddress(['category']);
  const meals = useAllMeals(address.query);
  return (
    <div className="space-y-6">
      <ListControls
        address={address}
        search={{ id: 'meal-search', label: 'Search meals', placeholder: 'Title or description' }}
        filter={{
          key: 'category',
          id: 'meal-category',
          label: 'Category',
          options: CATEGORY_OPTIONS,
        }}
      />
      <PagedResults
        query={meals}
        loadingLabel="Loading meals"
        listName="meals"
        countText={(total) => `${total} ${total === 1 ? 'meal' : 'meals'}, most liked first`}
        empty={
          address.narrowed ? (
            <EmptyState emoji="🔍" title="No meals match" titleAs="h2">
              Try another word or category.
            </EmptyState>
          ) : (
            <NoMealsYet />
          )
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <AllMealsTable meals={items} />}
      </PagedResults>
    </div>
  );
}
