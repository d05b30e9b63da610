import type { Meal } from '@messmate/shared';
import { MOST_LOVED_EXCERPT } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { CategoryBadge } from '@/components/ui/category-badge';
import { HeartIcon } from '@/components/ui/icons';
import { MealImage } from '@/components/ui/meal-image';
import { paths } from '@/config/paths';
import { excerpt } from '@/lib/format';

/** A most-loved card: image, category, title, a 100-character taste of the description and its likes. */
export function LovedMealCard({ meal }: { meal: Meal }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative overflow-hidden">
        <MealImage
          src={meal.image}
          alt={meal.title}
          className="aspect-[4/3] w-full transition duration-500 group-hover:scale-105"
        />
        <CategoryBadge category={meal.category} className="absolute left-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-stone-900">{meal.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">
          {excerpt(meal.description, MOST_LOVED_EXCERPT)}
        </p>
        <div className="mt-4 flex items-center justify-between">
          <p className="flex items-center gap-1.5 font-semibold text-rose-700">
            <HeartIcon filled className="h-5 w-5" />
            <span>
              {meal.likes} <span className="sr-only">likes</span>
            </span>
          </p>
          <Link to={paths.meal(meal._id)} className={buttonClass('primary', 'sm')}>
            View Details<span className="sr-only"> of {meal.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
