import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { messages, t } from '@/lib/i18n';
import { useMyReviews } from '../api/get-my-reviews';
import { reviewText } from '../messages';
import { MyReviewsTable } from './my-reviews-table';
import { ReviewsQueryState } from './reviews-query-state';

/** My Reviews: everything I have said about meals, to read, edit or delete. */
export function MyReviews({ email }: { email: string }) {
  return (
    <ReviewsQueryState
      reviews={useMyReviews(email)}
      loadingLabel={t(reviewText.loading)}
      empty={
        <EmptyState
          emoji="⭐"
          title={messages().noReviews}
          titleAs="h2"
          action={
            <Link to={paths.meals()} className={buttonClass('primary')}>
              {t(reviewText.browseMeals)}
            </Link>
          }
        >
          {t(reviewText.emptyText)}
        </EmptyState>
      }
    >
      {(reviews) => <MyReviewsTable reviews={reviews} />}
    </ReviewsQueryState>
  );
}
