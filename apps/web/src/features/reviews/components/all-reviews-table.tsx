import type { Review } from '@messmate/shared/schemas/review';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useConfirmedReviewDelete } from '../hooks/use-confirmed-review-delete';
import { MealTitle } from './meal-title';
import { ReviewText } from './review-text';

function Actions({
  review,
  deleting,
  onDelete,
}: {
  review: Review;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end md:whitespace-nowrap">
      {review.mealId ? (
        <Link to={paths.meal(review.mealId)} className={buttonClass('ghost', 'sm')}>
          View Meal<span className="sr-only"> {review.mealTitle}</span>
        </Link>
      ) : null}
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        className={buttonClass(
          'secondary',
          'sm',
          'text-red-800 hover:border-red-700 hover:text-red-800',
        )}
      >
        {deleting ? 'Deleting…' : 'Delete'}
        <span className="sr-only"> the review by {review.name}</span>
      </button>
    </div>
  );
}

function Email({ review }: { review: Review }) {
  return <span className="block text-xs break-all text-stone-600">{review.email}</span>;
}

function ReviewCard({
  review,
  index,
  actions,
}: {
  review: Review;
  index: number;
  actions: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3 text-sm">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            <span className="mr-1.5 text-stone-500">{index + 1}.</span>
            {review.name}
          </p>
          <Email review={review} />
        </div>
        <span className="shrink-0 text-stone-600">
          ♥ {review.likes}
          <span className="sr-only"> likes</span>
        </span>
      </div>
      <p className="mt-2 text-sm font-semibold text-stone-800">
        On <MealTitle review={review} />
      </p>
      <div className="mt-1 text-sm">
        <ReviewText review={review} />
      </div>
      <div className="mt-3">{actions}</div>
    </>
  );
}

/** #, user, review, meal, likes and actions: a table on wide screens, cards on phones (one of them). */
export function AllReviewsTable({ reviews }: { reviews: Review[] }) {
  const { deleteWithConfirmation, deletingId } = useConfirmedReviewDelete();
  const actions = (review: Review) => (
    <Actions
      review={review}
      deleting={deletingId === review._id}
      onDelete={() => void deleteWithConfirmation(review._id)}
    />
  );
  const columns: DataColumn<Review>[] = [
    {
      header: '#',
      headerClassName: 'w-12',
      cellClassName: 'tabular-nums text-stone-500',
      cell: (_review, index) => index + 1,
    },
    {
      header: 'User',
      rowHeader: true,
      cellClassName: 'min-w-52 font-normal',
      cell: (review) => (
        <>
          <span className="block font-semibold text-stone-900">{review.name}</span>
          <Email review={review} />
        </>
      ),
    },
    {
      header: 'Review',
      cellClassName: 'min-w-64',
      cell: (review) => <ReviewText review={review} />,
    },
    {
      header: 'Meal',
      cellClassName: 'min-w-40 font-medium text-stone-800',
      cell: (review) => <MealTitle review={review} />,
    },
    {
      header: 'Likes',
      headerClassName: 'text-right',
      cellClassName: 'text-right tabular-nums text-stone-700',
      cell: (review) => review.likes,
    },
    { header: 'Actions', headerClassName: 'text-right', cell: actions },
  ];

  return (
    <DataTable
      rows={reviews}
      rowKey={(review) => review._id}
      columns={columns}
      caption="All reviews, newest first"
      card={(review, index) => (
        <ReviewCard review={review} index={index} actions={actions(review)} />
      )}
      cardsLabel="All reviews"
      numbered
      mount="matching"
      alignRowsTop
    />
  );
}
