import { useParams } from 'react-router';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useAuth } from '@/features/account/hooks/use-auth';
import { LikeButton } from '@/features/likes/components/like-button';
import { useMeal } from '@/features/meals/api/get-meal';
import { canRetry } from '@/features/meals/api/should-retry';
import { MealDetailsSkeleton } from '@/features/meals/components/meal-details-skeleton';
import { MealDetailsView } from '@/features/meals/components/meal-details-view';
import { MealNotFound } from '@/features/meals/components/meal-not-found';
import { RequestMealButton } from '@/features/requests/components/request-meal-button';
import { ReviewComposer } from '@/features/reviews/components/review-composer';
import { ApiError } from '@/lib/api-client';

export function MealDetailsRoute() {
  const { id = '' } = useParams();
  const meal = useMeal(id);
  const { user, badge } = useAuth();
  const signedIn = user !== null;

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
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <LikeButton
              mealId={meal.data._id}
              likes={meal.data.likes}
              liked={meal.data.likedByMe}
              signedIn={signedIn}
            />
            <RequestMealButton mealId={meal.data._id} viewer={{ signedIn, badge }} />
          </div>
        }
        reviewForm={<ReviewComposer mealId={meal.data._id} signedIn={signedIn} />}
      />
    </>
  );
}
