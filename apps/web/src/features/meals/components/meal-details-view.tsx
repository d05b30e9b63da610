import type { MealDetails } from '@messmate/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CategoryBadge } from '@/components/ui/category-badge';
import { ArrowLeftIcon, UserIcon } from '@/components/ui/icons';
import { MealImage } from '@/components/ui/meal-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';
import { mealTextFor, numberFormat, t } from '@/lib/i18n';
import { mealPageText } from '../details/messages';
import { MealIngredients } from './meal-ingredients';

/** Everything about one meal: photo, facts, actions, ingredients and reviews. */
export function MealDetailsView({
  meal,
  actions,
  reviews,
}: {
  meal: MealDetails;
  /** Like and Request Meal, given by the page. */
  actions: ReactNode;
  /** The reviews and 'Leave a Review' under the heading, given by the page. */
  reviews: ReactNode;
}) {
  const title = mealTextFor(meal.title, meal.titleBn);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Link
        to={paths.meals()}
        className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeftIcon className="h-4 w-4" /> {t(mealPageText.back)}
      </Link>
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <MealImage
          src={meal.image}
          alt={title}
          priority
          className="aspect-[4/3] w-full rounded-3xl shadow-lg"
        />
        <div>
          <CategoryBadge category={meal.category} />
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <StarRating rating={meal.rating} size="md" />
            <span>
              {meal.rating > 0
                ? t(mealPageText.outOfFive, { rating: meal.rating, max: 5 })
                : t(mealPageText.notRated)}{' '}
              · {t(mealPageText.reviewCount, { count: meal.reviews_count })}
            </span>
          </div>
          <p className="mt-5 text-3xl font-extrabold text-brand-800">{formatTaka(meal.price)}</p>
          <p className="mt-4 flex items-center gap-2 text-stone-700">
            <UserIcon className="h-5 w-5 text-stone-500" />
            <span>
              {t(mealPageText.distributedBy)}{' '}
              <span className="font-semibold text-stone-900">{meal.distributorName}</span>
            </span>
          </p>
          <p className="mt-5 whitespace-pre-line leading-relaxed text-stone-700">
            {mealTextFor(meal.description, meal.descriptionBn)}
          </p>
          {/* No box of its own on phones: the action bar sticks within the whole column. */}
          <div className="mt-7 max-md:contents">{actions}</div>
          <MealIngredients ingredients={meal.ingredients} />
        </div>
      </div>
      <section aria-labelledby="reviews-title" className="mt-16">
        <h2 id="reviews-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t(mealPageText.reviews)}{' '}
          <span className="text-stone-500">({numberFormat().format(meal.reviews.length)})</span>
        </h2>
        {reviews}
      </section>
    </article>
  );
}
