import type { Review } from '@messmate/shared/schemas/review';
import { StarRating } from '@/components/ui/star-rating';

/** A review's stars (when it has any) and its words. */
export function ReviewText({ review }: { review: Review }) {
  return (
    <div className="min-w-0">
      {review.rating !== null ? <StarRating rating={review.rating} /> : null}
      <p className="whitespace-pre-line break-words text-stone-700">{review.content}</p>
    </div>
  );
}
