import type { Meal } from '@messmate/shared/schemas/meal';
import { MealImage } from '@/components/ui/meal-image';
import { MealRowActions } from './meal-row-actions';

const ratingText = (meal: Meal) => (meal.rating > 0 ? meal.rating.toFixed(1) : '—');
const th = 'px-4 py-3';

/** Name, likes, reviews, rating, distributor and actions: a table on wide screens, cards on phones. */
export function AllMealsTable({ meals }: { meals: Meal[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="All meals">
        {meals.map((meal) => (
          <li key={meal._id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex items-center gap-3">
              <MealImage
                src={meal.image}
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded-lg"
              />
              <div className="min-w-0">
                <p className="font-semibold leading-snug text-stone-900">{meal.title}</p>
                <p className="truncate text-sm text-stone-600">by {meal.distributorName}</p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
              {[
                ['Likes', String(meal.likes)],
                ['Reviews', String(meal.reviews_count)],
                ['Rating', ratingText(meal)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-stone-50 py-2">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">
                    {label}
                  </dt>
                  <dd className="font-bold text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">
              <MealRowActions meal={meal} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All meals, most liked first</caption>
          <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={`${th} text-right`}>
                Likes
              </th>
              <th scope="col" className={`${th} text-right`}>
                Reviews
              </th>
              <th scope="col" className={`${th} text-right`}>
                Rating
              </th>
              <th scope="col" className={th}>
                Distributor
              </th>
              <th scope="col" className={`${th} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {meals.map((meal) => (
              <tr key={meal._id} className="hover:bg-stone-50/60">
                <th scope="row" className="px-4 py-3 font-semibold text-stone-900">
                  <span className="flex items-center gap-3">
                    <MealImage
                      src={meal.image}
                      alt=""
                      width={48}
                      height={36}
                      className="h-9 w-12 shrink-0 rounded-md"
                    />
                    {meal.title}
                  </span>
                </th>
                <td className="px-4 py-3 text-right tabular-nums text-stone-700">{meal.likes}</td>
                <td className="px-4 py-3 text-right tabular-nums text-stone-700">
                  {meal.reviews_count}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-stone-700">
                  {ratingText(meal)}
                </td>
                <td className="px-4 py-3 text-stone-700">{meal.distributorName}</td>
                <td className="px-4 py-3">
                  <MealRowActions meal={meal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
