import type { Meal } from '@messmate/shared';
import { LIST_CARD_EXCERPT } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { CategoryBadge } from '@/components/ui/category-badge';
import { MealImage } from '@/components/ui/meal-image';
import { paths } from '@/config/paths';
import { excerpt, formatTaka } from '@/lib/format';

/** A meals-list card: image, title, the first 80 characters of the description and the price. */
export function MealListCard({
  meal,
  eager = false,
  priority = false,
}: {
  meal: Meal;
  eager?: boolean;
  /** The first card: its photo is the page's largest image on a phone. */
  priority?: boolean;
}) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative overflow-hidden">
        <MealImage
          src={meal.image}
          alt={meal.title}
          eager={eager}
          priority={priority}
          className="aspect-[4/3] w-full transition duration-500 group-hover:scale-105"
        />
        <CategoryBadge category={meal.category} className="absolute left-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-stone-900">{meal.title}</h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">
          {excerpt(meal.description, LIST_CARD_EXCERPT)}
        </p>
        <div className="mt-4 flex items-center justify-between gap-3">
          <p className="text-xl font-extrabold text-brand-800">{formatTaka(meal.price)}</p>
          <Link to={paths.meal(meal._id)} className={buttonClass('primary', 'sm')}>
            View Details<span className="sr-only"> of {meal.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
