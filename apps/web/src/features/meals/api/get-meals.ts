import type { Meal } from '@messmate/shared/schemas/meal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MealsQuery } from '../lib/meal-filters';
import { mealKeys } from './query-keys';
import { shouldRetry } from './should-retry';

export function getMeals(query: MealsQuery): Promise<Meal[]> {
  return api('GET /meals', { query });
}

export function mealsQueryOptions(query: MealsQuery) {
  return queryOptions({
    queryKey: mealKeys.list(query),
    queryFn: () => getMeals(query),
    retry: shouldRetry,
  });
}

/** A fixed slice of meals, such as one home-page tab, the most liked six, or every meal. */
export function useMeals(query: MealsQuery) {
  return useQuery(mealsQueryOptions(query));
}
