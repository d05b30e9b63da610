import type { Review } from '@messmate/shared/schemas/review';
import { t } from '@/lib/i18n';
import { reviewText } from '../messages';
import { reviewMealTitle } from './review-meal-title';

/** The meal's title, or '[Deleted]' greyed out once the meal is gone. */
export function MealTitle({ review }: { review: Review }) {
  if (review.mealId === null) {
    return (
      <span className="italic text-stone-500" title={t(reviewText.mealDeleted)}>
        {reviewMealTitle(review)}
      </span>
    );
  }
  return <span>{reviewMealTitle(review)}</span>;
}
