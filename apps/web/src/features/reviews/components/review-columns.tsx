import type { Review } from '@messmate/shared/schemas/review';
import type { DataColumn } from '@/components/data-table/data-table';
import { numberFormat, t } from '@/lib/i18n';
import { reviewText } from '../messages';

/** The row's place in the list, counted from 1. */
export const positionColumn: DataColumn<Review> = {
  header: '#',
  headerClassName: 'w-12',
  cellClassName: 'tabular-nums text-stone-500',
  cell: (_review, index) => index + 1,
};

export const likesColumn: DataColumn<Review> = {
  // Worded when the table draws it, in the reader's language.
  get header() {
    return t(reviewText.likes);
  },
  headerClassName: 'text-right',
  cellClassName: 'text-right tabular-nums text-stone-700',
  cell: (review) => numberFormat().format(review.likes),
};

/** The likes as a card shows them, top right. */
export function LikesCount({ review }: { review: Review }) {
  return (
    <span className="shrink-0 text-sm text-stone-600">
      ♥ {numberFormat().format(review.likes)}
      <span className="sr-only">{t(reviewText.likesCount)}</span>
    </span>
  );
}
