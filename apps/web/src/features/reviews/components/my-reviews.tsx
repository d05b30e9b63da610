import { MESSAGES } from '@messmate/shared/messages';
import { Link } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { paths } from '@/config/paths';
import { useMyReviews } from '../api/get-my-reviews';
import { MyReviewsTable } from './my-reviews-table';

/** My Reviews: everything I have said about meals, to read, edit or delete. */
export function MyReviews({ email }: { email: string }) {
  const reviews = useMyReviews(email);
  if (reviews.isPending) return <BarsLoader label="Loading your reviews" />;
  if (reviews.isError) {
    return <ErrorNotice message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  }
  if (reviews.data.length === 0) {
    return (
      <EmptyState
        emoji="⭐"
        title={MESSAGES.noReviews}
        titleAs="h2"
        action={
          <Link to={paths.meals()} className={buttonClass('primary')}>
            Browse meals
          </Link>
        }
      >
        Tried something good (or not)? Tell the kitchen on the meal&apos;s page.
      </EmptyState>
    );
  }
  return (
    <div aria-busy={reviews.isFetching}>
      <p className="mb-3 text-sm text-stone-600">
        {reviews.data.length} {reviews.data.length === 1 ? 'review' : 'reviews'}, newest first
      </p>
      <MyReviewsTable reviews={reviews.data} />
    </div>
  );
}
