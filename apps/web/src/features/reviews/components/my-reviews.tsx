import { MESSAGES } from '@messmate/shared/messages';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useMyReviews } from '../api/get-my-reviews';
import { MyReviewsTable } from './my-reviews-table';
import { ReviewsQueryState } from './reviews-query-state';

/** My Reviews: everything I have said about meals, to read, edit or delete. */
export function MyReviews({ email }: { email: string }) {
  return (
    <ReviewsQueryState
      reviews={useMyReviews(email)}
      loadingLabel="Loading your reviews"
      empty={
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
      }
    >
      {(reviews) => <MyReviewsTable reviews={reviews} />}
    </ReviewsQueryState>
  );
}
