import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { categoryName } from '@/components/ui/category-badge';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useAllMeals } from '../api/get-all-meals';
import { catalogueText, mealFieldText } from '../messages';
import { AllMealsTable } from './all-meals-table';

const categoryOptions = () =>
  [
    ['', t(catalogueText.everyCategory)],
    ...MEAL_CATEGORIES.map((category) => [category, categoryName(category)] as const),
  ] as const;

function NoMealsYet() {
  return (
    <EmptyState
      emoji="🍽️"
      title={t(catalogueText.noMealsTitle)}
      titleAs="h2"
      action={
        <Link to={paths.admin.addMeal} className={buttonClass('primary')}>
          {t(catalogueText.addAMeal)}
        </Link>
      }
    >
      {t(catalogueText.noMealsText)}
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
        search={{
          id: 'meal-search',
          label: t(catalogueText.search),
          placeholder: t(catalogueText.searchPlaceholder),
        }}
        filter={{
          key: 'category',
          id: 'meal-category',
          label: t(mealFieldText.category),
          options: categoryOptions(),
        }}
      />
      <PagedResults
        query={meals}
        loadingLabel={t(catalogueText.loading)}
        listName={t(catalogueText.listName)}
        countText={(count) => t(catalogueText.count, { count })}
        empty={
          address.narrowed ? (
            <EmptyState emoji="🔍" title={t(catalogueText.noMatchTitle)} titleAs="h2">
              {t(catalogueText.noMatchText)}
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
