import type { UpcomingMeal } from '@messmate/shared';
import { CategoryBadge } from '@/components/ui/category-badge';
import { HeartIcon } from '@/components/ui/icons';
import { MealImage } from '@/components/ui/meal-image';
import { formatTaka } from '@/lib/format';
import { mealTextFor, t } from '@/lib/i18n';
import { upcomingText } from '../messages';
import { UpcomingLikeButton, type UpcomingViewer } from './upcoming-like-button';

/** An upcoming dish with its like count; only Silver, Gold and Platinum members may like it. */
export function UpcomingMealCard({
  meal,
  viewer,
  eager = false,
}: {
  meal: UpcomingMeal;
  viewer: UpcomingViewer;
  eager?: boolean;
}) {
  const title = mealTextFor(meal.title, meal.titleBn);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-lg">
      <div className="relative">
        <MealImage src={meal.image} alt={title} eager={eager} className="aspect-[4/3] w-full" />
        <CategoryBadge category={meal.category} className="absolute left-3 top-3 shadow-sm" />
        <p className="absolute bottom-3 right-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-800 shadow">
          {formatTaka(meal.price)}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-stone-900">{title}</h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-600">
          {mealTextFor(meal.description, meal.descriptionBn)}
        </p>
        {meal.ingredients.length > 0 ? (
          <ul aria-label={t(upcomingText.ingredients)} className="mt-4 flex flex-wrap gap-1.5">
            {meal.ingredients.map((ingredient) => (
              <li
                key={ingredient}
                className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700"
              >
                {ingredient}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-rose-700">
            <HeartIcon filled className="h-5 w-5" />
            {t(upcomingText.likes, { count: meal.likes })}
          </p>
          <UpcomingLikeButton meal={meal} viewer={viewer} />
        </div>
      </div>
    </article>
  );
}
