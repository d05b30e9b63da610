import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useUpcomingMeals } from '../api/get-upcoming-meals';
import { UpcomingMealCard } from './upcoming-meal-card';
import type { UpcomingViewer } from './upcoming-like-button';
import { upcomingText } from '../messages';

export function UpcomingMealsGrid({ viewer }: { viewer: UpcomingViewer }) {
  const meals = useUpcomingMeals();
  if (meals.isPending) return <CardGridSkeleton count={6} label={t(upcomingText.loading)} />;
  if (meals.isError)
    return <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />;
  if (meals.data.length === 0) {
    return (
      <EmptyState emoji="🧑‍🍳" title={t(upcomingText.emptyTitle)} titleAs="h2">
        {t(upcomingText.emptyText)}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t(upcomingText.listLabel)} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {meals.data.map((meal, index) => (
        <li key={meal._id} className="flex [&>article]:flex-1">
          <UpcomingMealCard meal={meal} viewer={viewer} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
