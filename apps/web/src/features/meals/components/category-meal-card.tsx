import type { Meal } from '@messmate/shared';
import { Link } from 'react-router';
import { ArrowRightIcon, StarIcon } from '@/components/ui/icons';
import { MealImage } from '@/components/ui/meal-image';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';
import { mealTextFor, t } from '@/lib/i18n';
import { mealsText } from '../messages';

/** A home-page tab card: image, title, price, rating and a details link. */
export function CategoryMealCard({ meal }: { meal: Meal }) {
  const title = mealTextFor(meal.title, meal.titleBn);
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="overflow-hidden">
        <MealImage
          src={meal.image}
          alt={title}
          className="aspect-[4/3] w-full transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-stone-900">{title}</h3>
        <div className="mt-2 flex items-center justify-between text-sm">
          <p className="font-semibold text-brand-800">
            {t(mealsText.price, { price: formatTaka(meal.price) })}
          </p>
          <p className="flex items-center gap-1 text-stone-700">
            <StarIcon className="h-4 w-4 text-amber-500" />
            {t(mealsText.rating, { rating: meal.rating })}
          </p>
        </div>
        <Link
          to={paths.meal(meal._id)}
          className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t(mealsText.details)}
          <span className="sr-only">{t(mealsText.ofMeal, { title })}</span>
          <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
