import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The upcoming list as an admin sees it (every liker); shares its cache with the public page. */
export const adminUpcomingMealsQueryOptions = () =>
  queryOptions({
    queryKey: ['upcoming-meals'],
    queryFn: () => api.get<UpcomingMeal[]>('/upcoming-meals'),
  });

export function useAdminUpcomingMeals() {
  return useQuery(adminUpcomingMealsQueryOptions());
}
