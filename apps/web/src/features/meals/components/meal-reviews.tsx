import type { MealReview } from '@messmate/shared';
import type { ReactNode } from 'react';
import { ReviewItem } from './review-item';

/** The reviews section of a meal: the form to leave one and everything residents have said. */
export function MealReviews({ reviews, form }: { reviews: MealReview[]; form: ReactNode }) {
  return (
    <section aria-labelledby="reviews-title" className="mt-16">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight text-stone-900">
        Reviews <span className="text-stone-500">({reviews.length})</span>
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div className="lg:sticky lg:top-24">{form}</div>
        {reviews.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            No reviews yet. Be the first to say how it tasted.
          </p>
        ) : (
          <ul className="space-y-4">
            {reviews.map((review) => (
              <ReviewItem key={review._id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
