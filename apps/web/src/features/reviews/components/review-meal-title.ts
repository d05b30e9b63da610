import type { Review } from '@messmate/shared/schemas/review';
import { mealTitleFor, t } from '@/lib/i18n';
import { reviewText } from '../messages';

/** The reviewed meal's title for the reader; '[Deleted]' (in their words) once it is gone. */
export const reviewMealTitle = (review: Review): string =>
  review.mealId === null ? t(reviewText.deletedTitle) : mealTitleFor(review);
