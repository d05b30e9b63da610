import type { MealDetails } from '@messmate/shared';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useAuth } from '@/features/account';
import { LikeButton } from '@/features/likes';
import {
  canRetry,
  MealDetailsSkeleton,
  MealDetailsView,
  MealNotFound,
  MealReviewsSkeleton,
  useMeal,
} from '@/features/meals';
import { RequestMealButton } from '@/features/requests';
import { ApiError } from '@/lib/api-client';

// The parts that depend on who is signed in read it themselves: when the session arrives,
// only they render again, not the whole page with its reviews.
function MealActions({ meal }: { meal: MealDetails }) {
  const { user, badge } = useAuth();
  const signedIn = user !== null;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <LikeButton mealId={meal._id} likes={meal.likes} liked={meal.likedByMe} signedIn={signedIn} />
      <RequestMealButton mealId={meal._id} viewer={{ signedIn, badge }} />
    </div>
  );
}

// Below the fold on phones: its code loads apart, and it renders after the meal.
const MealReviewsSection = lazy(() => import('../sections/meal-reviews-section'));

export function MealDetailsRoute() {
  const { id = '' } = useParams();
  const meal = useMeal(id);

  if (meal.isPending) return <MealDetailsSkeleton />;
  if (meal.isError) {
    const missing =
      meal.error instanceof ApiError && (meal.error.status === 404 || meal.error.status === 400);
    if (missing) {
      return (
        <>
          <title>Meal not found · MessMate</title>
          <MealNotFound />
        </>
      );
    }
    const retry = canRetry(meal.error) ? () => void meal.refetch() : undefined;
    return (
      <div className="px-4 py-20">
        <ErrorNotice message={meal.error.message} onRetry={retry} />
      </div>
    );
  }
  return (
    <>
      <title>{`${meal.data.title} · MessMate`}</title>
      <MealDetailsView
        meal={meal.data}
        actions={<MealActions meal={meal.data} />}
        reviews={
          <Suspense fallback={<MealReviewsSkeleton count={meal.data.reviews.length} />}>
            <MealReviewsSection meal={meal.data} />
          </Suspense>
        }
      />
    </>
  );
}
