import type { Review } from '@messmate/shared/schemas/review';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { RichText, t } from '@/lib/i18n';
import { authorName } from '@/lib/people/author-name';
import { allReviewsText } from '../all/messages';
import { useConfirmedReviewDelete } from '../hooks/use-confirmed-review-delete';
import { DeleteReviewButton } from './delete-review-button';
import { reviewText } from '../messages';
import { MealTitle } from './meal-title';
import { likesColumn, LikesCount } from './review-columns';
import { ReviewText } from './review-text';
import { reviewMealTitle } from './review-meal-title';

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
    <div className="flex flex-wrap gap-2 lg:justify-end">
      {review.mealId ? (
        <Link
          to={paths.meal(review.mealId)}
          className={buttonClass('ghost', 'sm', 'whitespace-nowrap')}
        >
          {t(allReviewsText.viewMeal)}
          <span className="sr-only"> {reviewMealTitle(review)}</span>
        </Link>
      ) : null}
      <DeleteReviewButton
        deleting={deleting}
        onDelete={onDelete}
        about={
          <span className="sr-only">
            {t(allReviewsText.reviewBy, { author: authorName(review.name) })}
          </span>
        }
      />
    </div>
  );
}

function Email({ review }: { review: Review }) {
  if (review.email === null) return null;
  return <span className="block text-xs break-all text-stone-600">{review.email}</span>;
}

function ReviewCard({ review, actions }: { review: Review; actions: ReactNode }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3 text-sm">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{authorName(review.name)}</p>
          <Email review={review} />
        </div>
        <LikesCount review={review} />
      </div>
      <p className="mt-2 text-sm font-semibold text-stone-800">
        <RichText
          message={allReviewsText.on}
          values={{ meal: reviewMealTitle(review) }}
          components={{ 0: <MealTitle review={review} /> }}
        />
      </p>
      <div className="mt-1 text-sm">
        <ReviewText review={review} />
      </div>
      <div className="mt-3">{actions}</div>
    </>
  );
}

/** User, review, meal, likes and actions: a table from 1024 px, cards below (one of them). */
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
      header: t(allReviewsText.user),
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (review) => (
        <>
          <span className="block font-semibold text-stone-900">{authorName(review.name)}</span>
          <Email review={review} />
        </>
      ),
    },
    {
      header: t(reviewText.review),
      cell: (review) => <ReviewText review={review} />,
    },
    {
      header: t(reviewText.meal),
      cellClassName: 'font-medium text-stone-800',
      cell: (review) => <MealTitle review={review} />,
    },
    likesColumn,
    { header: t(reviewText.actions), headerClassName: 'text-right', cell: actions },
  ];

  return (
    <DataTable
      rows={reviews}
      rowKey={(review) => review._id}
      columns={columns}
      caption={t(allReviewsText.caption)}
      card={(review) => <ReviewCard review={review} actions={actions(review)} />}
      cardsLabel={t(allReviewsText.cardsLabel)}
      mount="matching"
      cardsBelow="lg"
      cellPadding="px-3 py-3"
      alignRowsTop
    />
  );
}
