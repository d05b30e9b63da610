import type { Meal } from '@messmate/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { CategoryBadge } from '@/components/ui/category-badge';
import { MealImage } from '@/components/ui/meal-image';
import { paths } from '@/config/paths';
import { excerpt } from '@/lib/format';
import { mealTextFor, t } from '@/lib/i18n';
import { mealsText } from '../messages';

interface ExcerptMealCardProps {
  meal: Meal;
  /** h2 on the meals list, h3 under a home-page section heading. */
  heading: 'h2' | 'h3';
  excerptLength: number;
  /** Left of View Details: the price, or the likes. */
  figure: ReactNode;
  eager?: boolean;
  priority?: boolean;
}

/** A meal card with its photo, category, title, a taste of the description and View Details. */
export function ExcerptMealCard({
  meal,
  heading: Heading,
  excerptLength,
  figure,
  eager = false,
  priority = false,
}: ExcerptMealCardProps) {
  const title = mealTextFor(meal.title, meal.titleBn);
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative overflow-hidden">
        <MealImage
          src={meal.image}
          alt={title}
          eager={eager}
          priority={priority}
          className="aspect-[4/3] w-full transition duration-500 group-hover:scale-105"
        />
        <CategoryBadge category={meal.category} className="absolute left-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold text-stone-900">{title}</Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">
          {excerpt(mealTextFor(meal.description, meal.descriptionBn), excerptLength)}
        </p>
        <div className="mt-4 flex items-center justify-between gap-3">
          {figure}
          <Link to={paths.meal(meal._id)} className={buttonClass('primary', 'sm')}>
            {t(mealsText.viewDetails)}
            <span className="sr-only">{t(mealsText.ofMeal, { title })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
