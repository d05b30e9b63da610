import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { useUpcomingMeals } from '../api/get-upcoming-meals';
import { UpcomingMealCard } from './upcoming-meal-card';
import type { UpcomingViewer } from './upcoming-like-button';

export function UpcomingMealsGrid({ viewer }: { viewer: UpcomingViewer }) {
  const meals = useUpcomingMeals();
  if (meals.isPending) return <CardGridSkeleton count={6} label="Loading upcoming meals" />;
  if (meals.isError)
    return <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />;
  if (meals.data.length === 0) {
    return (
      <EmptyState emoji="🧑‍🍳" title="Nothing new in the pot right now" titleAs="h2">
        When the kitchen plans a new dish it appears here for members to like.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Upcoming meals" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {meals.data.map((meal, index) => (
        <li key={meal._id} className="flex [&>article]:flex-1">
          <UpcomingMealCard meal={meal} viewer={viewer} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
