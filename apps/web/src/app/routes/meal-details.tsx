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
  mealPageText,
  MealReviewsSkeleton,
  useMeal,
} from '@/features/meals';
import { MealDayStatus, RequestMealButton, useMyMealDay } from '@/features/requests';
import { AskKitchenLink } from '@/features/support';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { ApiError } from '@/lib/api-client';
import { mealTextFor, t } from '@/lib/i18n';

// The parts that depend on who is signed in read it themselves: when the session arrives,
// only they render again, not the whole page with its reviews.
// On phones the bar sticks to the bottom of the screen while the meal's facts scroll by.
function MealActions({ meal }: { meal: MealDetails }) {
  const { user, badge, loading } = useAuth();
  const signedIn = user !== null;
  const day = useMyMealDay(meal._id, signedIn);
  return (
    <div
      data-testid="meal-actions"
      className="sticky bottom-0 z-20 -mx-4 mt-7 space-y-2 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-6px_16px_rgba(28,25,23,0.08)] backdrop-blur sm:-mx-6 sm:px-6 md:static md:mx-0 md:mt-0 md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none"
    >
      <div className="flex flex-wrap items-start gap-3">
        <LikeButton
          mealId={meal._id}
          likes={meal.likes}
          liked={meal.likedByMe}
          signedIn={loading && !signedIn ? undefined : signedIn}
        />
        <RequestMealButton
          mealId={meal._id}
          viewer={{ signedIn, badge }}
          blocked={day.data?.requestBlocked ?? null}
        />
        <AskKitchenLink mealId={meal._id} />
      </div>
      {day.data ? <MealDayStatus day={day.data} /> : null}
    </div>
  );
}

// Below the fold on phones: its code loads apart, once the meal is on screen.
const MealReviewsSection = lazy(() => import('../sections/meal-reviews-section'));

// The reviews' code, its fetches and its render start once the meal is painted: on a slow phone
// they held back the paint of the photo (the page's largest) with work below the fold.
function ReviewsAfterPaint({ meal }: { meal: MealDetails }) {
  const painted = useAfterPaint();
  const skeleton = <MealReviewsSkeleton count={meal.reviews.length} />;
  if (!painted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <MealReviewsSection meal={meal} />
    </Suspense>
  );
}

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
          <title>{t(mealPageText.notFoundTitle)}</title>
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
      <title>
        {t(mealPageText.title, { title: mealTextFor(meal.data.title, meal.data.titleBn) })}
      </title>
      <MealDetailsView
        meal={meal.data}
        actions={<MealActions meal={meal.data} />}
        reviews={<ReviewsAfterPaint meal={meal.data} />}
      />
    </>
  );
}
