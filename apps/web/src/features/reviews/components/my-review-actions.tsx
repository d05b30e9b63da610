import type { Review } from '@messmate/shared/schemas/review';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { reviewText } from '../messages';
import { DeleteReviewButton } from './delete-review-button';
import { reviewMealTitle } from './review-meal-title';

interface MyReviewActionsProps {
  review: Review;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** View (the meal), Edit and Delete for one of my reviews. */
export function MyReviewActions({ review, deleting, onEdit, onDelete }: MyReviewActionsProps) {
  const about = (
    <span className="sr-only">{t(reviewText.yourReviewOf, { meal: reviewMealTitle(review) })}</span>
  );
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end md:whitespace-nowrap">
      {review.mealId ? (
        <Link to={paths.meal(review.mealId)} className={buttonClass('ghost', 'sm')}>
          {t(reviewText.view)}
          <span className="sr-only"> {reviewMealTitle(review)}</span>
        </Link>
      ) : null}
      <button type="button" onClick={onEdit} className={buttonClass('secondary', 'sm')}>
        {t(reviewText.edit)}
        {about}
      </button>
      <DeleteReviewButton deleting={deleting} onDelete={onDelete} about={about} />
    </div>
  );
}
