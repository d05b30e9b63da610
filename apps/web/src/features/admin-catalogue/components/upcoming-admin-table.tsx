import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { CategoryBadge } from '@/components/ui/category-badge';
import { MealImage } from '@/components/ui/meal-image';
import { formatTaka } from '@/lib/format';
import { PublishButton } from './publish-button';

const th = 'px-4 py-3';
const likesText = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`;

/** Upcoming meals, most liked first, each with Publish: a table on wide screens, cards on phones. */
export function UpcomingAdminTable({ meals }: { meals: UpcomingMeal[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Upcoming meals">
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
                <p className="truncate text-sm text-stone-600">
                  {meal.category} · {formatTaka(meal.price)}
                </p>
              </div>
            </div>
            <p className="mt-2 break-all text-xs text-stone-500">Posted by {meal.postedBy}</p>
            <div className="mt-3 flex items-center justify-between">
              <span className="font-semibold text-rose-700">❤️ {likesText(meal.likes)}</span>
              <PublishButton id={meal._id} title={meal.title} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Upcoming meals, most liked first</caption>
          <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
            <tr>
              <th scope="col" className={th}>
                Meal
              </th>
              <th scope="col" className={th}>
                Category
              </th>
              <th scope="col" className={`${th} text-right`}>
                Price
              </th>
              <th scope="col" className={`${th} text-right`}>
                Likes
              </th>
              <th scope="col" className={th}>
                Posted by
              </th>
              <th scope="col" className={`${th} text-right`}>
                Action
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
                <td className="px-4 py-3">
                  <CategoryBadge category={meal.category} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-stone-700">
                  {formatTaka(meal.price)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums font-semibold text-stone-900">
                  {meal.likes}
                </td>
                <td className="max-w-48 truncate px-4 py-3 text-stone-700" title={meal.postedBy}>
                  {meal.postedBy}
                </td>
                <td className="px-4 py-3 text-right">
                  <PublishButton id={meal._id} title={meal.title} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
