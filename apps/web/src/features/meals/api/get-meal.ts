import type { MealDetails } from '@messmate/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shouldRetry } from './should-retry';

export function getMeal(id: string): Promise<MealDetails> {
  return api.get<MealDetails>(`/meals/${encodeURIComponent(id)}`);
}

export function mealQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['meals', 'detail', id],
    queryFn: () => getMeal(id),
    retry: shouldRetry,
  });
}

/** One meal with its reviews. */
export function useMeal(id: string) {
  return useQuery(mealQueryOptions(id));
}
