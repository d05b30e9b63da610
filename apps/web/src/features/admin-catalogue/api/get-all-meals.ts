import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';

const EVERY_MEAL = { sortBy: 'likes', limit: 0 } as const;

/** Every meal, most liked first (the spec's sortBy=likes&limit=0), kept with the other meal lists. */
export const allMealsQueryOptions = () =>
  queryOptions({
    queryKey: mealKeys.list(EVERY_MEAL),
    queryFn: () => api('GET /meals', { query: EVERY_MEAL }),
  });

export function useAllMeals() {
  return useQuery(allMealsQueryOptions());
}
