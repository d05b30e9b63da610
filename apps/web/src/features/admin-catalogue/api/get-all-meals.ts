import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mealKeys, type MealsPageQuery } from '@/features/meals';
import { api } from '@/lib/api-client';

/** One page of All Meals, most liked first, searched and filtered by the server. */
export const allMealsQueryOptions = (query: MealsPageQuery) =>
  queryOptions({
    queryKey: mealKeys.adminPage(query),
    queryFn: () => api('GET /admin/meals', { query }),
    placeholderData: keepPreviousData,
  });

export function useAllMeals(query: MealsPageQuery) {
  return useQuery(allMealsQueryOptions(query));
}
