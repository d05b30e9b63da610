import type { MealReview } from '@messmate/shared';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { mealPageText } from '../details/messages';
import { ReviewItem } from './review-item';

/** The body of a meal's reviews section: the form to leave one and what residents have said. */
export function MealReviews({
  reviews,
  form,
  actionsOf,
}: {
  reviews: MealReview[];
  form: ReactNode;
  /** What may be done with one review ('Helpful'), given by the page. */
  actionsOf?: (review: MealReview) => ReactNode;
}) {
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
      <div className="lg:sticky lg:top-24">{form}</div>
      {reviews.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t(mealPageText.noReviews)}
        </p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} actions={actionsOf?.(review)} />
          ))}
        </ul>
      )}
    </div>
  );
}
