import type { MealReview } from '@messmate/shared';
import { Avatar } from '@/components/ui/avatar';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';

/** One review: who wrote it, their stars, when, and what they said. */
export function ReviewItem({ review }: { review: MealReview }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <Avatar name={review.name} image={review.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-stone-900">{review.name}</p>
          <time dateTime={review.createdAt} className="text-sm text-stone-600">
            {formatDate(review.createdAt)}
          </time>
        </div>
        {review.rating !== null ? (
          <div className="mt-1">
            <StarRating rating={review.rating} />
          </div>
        ) : null}
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-stone-700">
          {review.content}
        </p>
      </div>
    </li>
  );
}
