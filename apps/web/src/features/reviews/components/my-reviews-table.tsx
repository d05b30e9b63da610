import type { Review } from '@messmate/shared/schemas/review';
import { useState } from 'react';
import { useConfirmedReviewDelete } from '../hooks/use-confirmed-review-delete';
import { useWideScreen } from '../hooks/use-wide-screen';
import { MealTitle } from './meal-title';
import { MyReviewActions } from './my-review-actions';
import { ReviewEditForm } from './review-edit-form';
import { ReviewText } from './review-text';

const th = 'px-4 py-3';

/**
 * #, meal, likes, the review and its actions: a table on wide screens, cards on phones. Only
 * one of the two is rendered, so a review being edited has one form, not a hidden twin.
 */
export function MyReviewsTable({ reviews }: { reviews: Review[] }) {
  const wide = useWideScreen();
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

  if (!wide) {
    return (
      <ol className="space-y-3" aria-label="My reviews">
        {reviews.map((review, index) => (
          <li
            key={review._id}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-stone-900">
                <span className="mr-2 text-stone-500">{index + 1}.</span>
                <MealTitle review={review} />
              </p>
              <span className="shrink-0 text-sm text-stone-600">
                ♥ {review.likes}
                <span className="sr-only"> likes</span>
              </span>
            </div>
            <div className="mt-2 text-sm">{body(review)}</div>
            <div className="mt-3">{actions(review)}</div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">My reviews, newest first</caption>
        <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
          <tr>
            <th scope="col" className={`${th} w-12`}>
              #
            </th>
            <th scope="col" className={th}>
              Meal
            </th>
            <th scope="col" className={`${th} text-right`}>
              Likes
            </th>
            <th scope="col" className={th}>
              Review
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {reviews.map((review, index) => (
            <tr key={review._id} className="align-top hover:bg-stone-50/60">
              <td className="px-4 py-3 tabular-nums text-stone-500">{index + 1}</td>
              <th scope="row" className="px-4 py-3 font-semibold text-stone-900">
                <MealTitle review={review} />
              </th>
              <td className="px-4 py-3 text-right tabular-nums text-stone-700">{review.likes}</td>
              <td className="min-w-72 px-4 py-3">{body(review)}</td>
              <td className="px-4 py-3">{actions(review)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
