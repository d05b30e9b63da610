import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useAllReviews } from '../api/get-all-reviews';
import { AllReviewsTable } from './all-reviews-table';

/** All Reviews: what every resident has said, for an admin to moderate. */
export function AllReviews() {
  const reviews = useAllReviews();
  if (reviews.isPending) return <BarsLoader label="Loading reviews" />;
  if (reviews.isError) {
    return <ErrorNotice message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  }
  if (reviews.data.length === 0) {
    return (
      <EmptyState emoji="💬" title="No reviews yet" titleAs="h2">
        Reviews residents leave on meals show here.
      </EmptyState>
    );
  }
  return (
    <div aria-busy={reviews.isFetching}>
      <p className="mb-3 text-sm text-stone-600">
        {reviews.data.length} {reviews.data.length === 1 ? 'review' : 'reviews'}, newest first
      </p>
      <AllReviewsTable reviews={reviews.data} />
    </div>
  );
}
