import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upcomingMealKeys } from './query-keys';

export function getUpcomingMeals(): Promise<UpcomingMeal[]> {
  return api('GET /upcoming-meals');
}

/** Residents see their own like; admins also see every liker (the server decides). */
export function upcomingMealsQueryOptions() {
  return queryOptions({ queryKey: upcomingMealKeys.all, queryFn: getUpcomingMeals });
}

/** The dishes the kitchen plans to add, most liked first as the server orders them. */
export function useUpcomingMeals() {
  return useQuery(upcomingMealsQueryOptions());
}
