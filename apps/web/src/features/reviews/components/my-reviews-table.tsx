import type { Review } from '@messmate/shared/schemas/review';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { t } from '@/lib/i18n';
import { useConfirmedReviewDelete } from '../hooks/use-confirmed-review-delete';
import { reviewText } from '../messages';
import { MealTitle } from './meal-title';
import { MyReviewActions } from './my-review-actions';
import { ReviewEditForm } from './review-edit-form';
import { likesColumn, LikesCount, positionColumn } from './review-columns';
import { ReviewText } from './review-text';

/**
 * #, meal, likes, the review and its actions: a table on wide screens, cards on phones. Only
 * one of the two is rendered, so a review being edited has one form, not a hidden twin.
 */
export function MyReviewsTable({ reviews }: { reviews: Review[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const { deleteWithConfirmation, deletingId } = useConfirmedReviewDelete();

  const body = (review: Review) =>
    editingId === review._id ? (
      <ReviewEditForm review={review} onDone={() => setEditingId(null)} />
    ) : (
      <ReviewText review={review} />
    );
  const actions = (review: Review) =>
    editingId === review._id ? null : (
      <MyReviewActions
        review={review}
        deleting={deletingId === review._id}
        onEdit={() => setEditingId(review._id)}
        onDelete={() => void deleteWithConfirmation(review._id)}
      />
    );
  const columns: DataColumn<Review>[] = [
    positionColumn,
    {
      header: t(reviewText.meal),
      rowHeader: true,
      cellClassName: 'font-semibold text-stone-900',
      cell: (review) => <MealTitle review={review} />,
    },
    likesColumn,
    { header: t(reviewText.review), cellClassName: 'min-w-72', cell: body },
    { header: t(reviewText.actions), headerClassName: 'text-right', cell: actions },
  ];
  const card = (review: Review, index: number) => (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-stone-900">
          <span className="mr-2 text-stone-500">{index + 1}.</span>
          <MealTitle review={review} />
        </p>
        <LikesCount review={review} />
      </div>
      <div className="mt-2 text-sm">{body(review)}</div>
      <div className="mt-3">{actions(review)}</div>
    </>
  );

  return (
    <DataTable
      rows={reviews}
      rowKey={(review) => review._id}
      columns={columns}
      caption={t(reviewText.caption)}
      card={card}
      cardsLabel={t(reviewText.cardsLabel)}
      numbered
      mount="matching"
      alignRowsTop
    />
  );
}
