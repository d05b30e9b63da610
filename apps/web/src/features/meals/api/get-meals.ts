import type { Meal, MealCategory, MealSort } from '@messmate/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shouldRetry } from './should-retry';

/** A fixed slice of the meals list (the paged list has its own operation). */
export interface MealsQuery {
  limit: number;
  sortBy?: MealSort;
  category?: MealCategory;
  search?: string;
}

export function getMeals(query: MealsQuery): Promise<Meal[]> {
  return api.get<Meal[]>('/meals', { ...query });
}

export function mealsQueryOptions(query: MealsQuery) {
  return queryOptions({
    queryKey: ['meals', 'list', query],
    queryFn: () => getMeals(query),
    retry: shouldRetry,
  });
}

/** A fixed slice of meals, such as one home-page tab or the most liked six. */
export function useMeals(query: MealsQuery) {
  return useQuery(mealsQueryOptions(query));
}
