import type { MealReview } from '@messmate/shared';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { authorName } from '@/lib/people/author-name';

/**
 * One review: who wrote it, their stars, when, what they said, and what may be done with it.
 * Below the fold on a phone, the browser lays out and paints it only when it nears the screen
 * (content-visibility), keeping about its last size meanwhile so the scrollbar does not jump.
 */
export function ReviewItem({ review, actions }: { review: MealReview; actions?: ReactNode }) {
  const name = authorName(review.name);
  return (
    <li className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
      <Avatar name={name} image={review.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-stone-900">{name}</p>
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
        {actions ? <div className="mt-3">{actions}</div> : null}
      </div>
    </li>
  );
}
