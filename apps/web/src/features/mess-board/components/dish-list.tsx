import type { MenuMeal } from '@messmate/shared/schemas/menu';
import { Link } from 'react-router';
import { MealImage } from '@/components/ui/meal-image';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';
import { mealTextFor } from '@/lib/i18n';

/** A sitting's dishes: photo, title (to the meal's page) and price. */
export function DishList({ meals }: { meals: readonly MenuMeal[] }) {
  return (
    <ul className="space-y-3">
      {meals.map((meal) => (
        <li key={meal._id ?? meal.title} className="flex items-center gap-3">
          <MealImage
            src={meal.image}
            alt=""
            width={112}
            height={112}
            className="h-14 w-14 shrink-0 rounded-xl text-2xl"
          />
          <div className="min-w-0">
            {meal._id ? (
              <Link
                to={paths.meal(meal._id)}
                className="block truncate font-semibold text-stone-900 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {mealTextFor(meal.title, meal.titleBn)}
              </Link>
            ) : (
              // Deleted from the catalogue since: a past menu keeps its name, with no page.
              <p className="truncate font-semibold text-stone-900">
                {mealTextFor(meal.title, meal.titleBn)}
              </p>
            )}
            <p className="text-sm font-semibold text-brand-800">{formatTaka(meal.price)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
