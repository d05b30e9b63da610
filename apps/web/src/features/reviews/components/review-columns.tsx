import type { Review } from '@messmate/shared/schemas/review';
import type { DataColumn } from '@/components/data-table/data-table';

/** The row's place in the list, counted from 1. */
export const positionColumn: DataColumn<Review> = {
  header: '#',
  headerClassName: 'w-12',
  cellClassName: 'tabular-nums text-stone-500',
  cell: (_review, index) => index + 1,
};

export const likesColumn: DataColumn<Review> = {
  header: 'Likes',
  headerClassName: 'text-right',
  cellClassName: 'text-right tabular-nums text-stone-700',
  cell: (review) => review.likes,
};

/** The likes as a card shows them, top right. */
export function LikesCount({ review }: { review: Review }) {
  return (
    <span className="shrink-0 text-sm text-stone-600">
      ♥ {review.likes}
      <span className="sr-only"> likes</span>
    </span>
  );
}
