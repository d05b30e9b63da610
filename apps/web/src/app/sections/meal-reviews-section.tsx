import type { MealDetails, MealReview } from '@messmate/shared';
import { useAuth } from '@/features/account';
import { MealReviews } from '@/features/meals';
import { useMyMealDay } from '@/features/requests';
import { HelpfulButton, ReviewComposer } from '@/features/reviews';
import { authorName } from '@/lib/people/author-name';

function ReviewForm({ mealId }: { mealId: string }) {
  const { user } = useAuth();
  return <ReviewComposer mealId={mealId} signedIn={user !== null} />;
}

/**
 * A meal's reviews and the form to leave one: below the fold on phones, so the meal page loads
 * them as a chunk of their own and renders them after the meal itself (a shorter first task).
 */
export default function MealReviewsSection({ meal }: { meal: MealDetails }) {
  const { user } = useAuth();
  // The same answer the action bar asked for: which reviews are the caller's, which they marked.
  const day = useMyMealDay(meal._id, user !== null).data;
  const helpful = (review: MealReview) => (
    <HelpfulButton
      reviewId={review._id}
      author={authorName(review.name)}
      likes={review.likes}
      marked={day?.helpfulReviewIds.includes(review._id) ?? false}
      canMark={day !== undefined && !day.ownReviewIds.includes(review._id)}
    />
  );
  return (
    <MealReviews
      reviews={meal.reviews}
      form={<ReviewForm mealId={meal._id} />}
      actionsOf={helpful}
    />
  );
}
