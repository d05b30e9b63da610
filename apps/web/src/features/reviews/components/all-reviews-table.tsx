import type { Review } from '@messmate/shared/schemas/review';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useConfirmedReviewDelete } from '../hooks/use-confirmed-review-delete';
import { useWideScreen } from '../hooks/use-wide-screen';
import { MealTitle } from './meal-title';
import { ReviewText } from './review-text';

const th = 'px-4 py-3';

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

/** #, user, review, meal, likes and actions: a table on wide screens, cards on phones (one of them). */
export function AllReviewsTable({ reviews }: { reviews: Review[] }) {
  const wide = useWideScreen();
  const { deleteWithConfirmation, deletingId } = useConfirmedReviewDelete();
  const actions = (review: Review) => (
    <Actions
      review={review}
      deleting={deletingId === review._id}
      onDelete={() => void deleteWithConfirmation(review._id)}
    />
  );

  if (!wide) {
    return (
      <ol className="space-y-3" aria-label="All reviews">
        {reviews.map((review, index) => (
          <li
            key={review._id}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
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
            <div className="mt-3">{actions(review)}</div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">All reviews, newest first</caption>
        <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
          <tr>
            <th scope="col" className={`${th} w-12`}>
              #
            </th>
            <th scope="col" className={th}>
              User
            </th>
            <th scope="col" className={th}>
              Review
            </th>
            <th scope="col" className={th}>
              Meal
            </th>
            <th scope="col" className={`${th} text-right`}>
              Likes
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
              <th scope="row" className="min-w-52 px-4 py-3 font-normal">
                <span className="block font-semibold text-stone-900">{review.name}</span>
                <Email review={review} />
              </th>
              <td className="min-w-64 px-4 py-3">
                <ReviewText review={review} />
              </td>
              <td className="min-w-40 px-4 py-3 font-medium text-stone-800">
                <MealTitle review={review} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums text-stone-700">{review.likes}</td>
              <td className="px-4 py-3">{actions(review)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
