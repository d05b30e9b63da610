import type { Meal } from '@messmate/shared/schemas/meal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every meal, most liked first (the spec's sortBy=likes&limit=0). */
export const allMealsQueryOptions = () =>
  queryOptions({
    queryKey: ['meals', 'admin-all'],
    queryFn: () => api.get<Meal[]>('/meals', { sortBy: 'likes', limit: 0 }),
  });

export function useAllMeals() {
  return useQuery(allMealsQueryOptions());
}
