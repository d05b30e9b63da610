import { useParams } from 'react-router';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useMeal } from '@/features/meals/api/get-meal';
import { canRetry } from '@/features/meals/api/should-retry';
import { MealDetailsSkeleton } from '@/features/meals/components/meal-details-skeleton';
import { MealDetailsView } from '@/features/meals/components/meal-details-view';
import { MealNotFound } from '@/features/meals/components/meal-not-found';
import { ApiError } from '@/lib/api-client';

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
      <MealDetailsView meal={meal.data} />
    </>
  );
}
