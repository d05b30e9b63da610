import type { MealDetails } from '@messmate/shared';
import { useAuth } from '@/features/account';
import { MealReviews } from '@/features/meals';
import { ReviewComposer } from '@/features/reviews';

function ReviewForm({ mealId }: { mealId: string }) {
  const { user } = useAuth();
  return <ReviewComposer mealId={mealId} signedIn={user !== null} />;
}

/**
 * A meal's reviews and the form to leave one: below the fold on phones, so the meal page loads
 * them as a chunk of their own and renders them after the meal itself (a shorter first task).
 */
export default function MealReviewsSection({ meal }: { meal: MealDetails }) {
  return <MealReviews reviews={meal.reviews} form={<ReviewForm mealId={meal._id} />} />;
}
