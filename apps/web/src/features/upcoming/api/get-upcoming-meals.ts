import type { UpcomingMeal } from '@messmate/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUpcomingMeals(): Promise<UpcomingMeal[]> {
  return api.get<UpcomingMeal[]>('/upcoming-meals');
}

export function upcomingMealsQueryOptions() {
  return queryOptions({ queryKey: ['upcoming-meals'], queryFn: getUpcomingMeals });
}

/** The dishes the kitchen plans to add, most liked first as the server orders them. */
export function useUpcomingMeals() {
  return useQuery(upcomingMealsQueryOptions());
}
