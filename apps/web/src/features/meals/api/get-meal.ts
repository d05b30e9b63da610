import type { MealDetails } from '@messmate/shared/schemas/meal';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadImage } from '@/lib/preload-image';
import { mealKeys } from './query-keys';
import { shouldRetry } from './should-retry';

export function getMeal(id: string): Promise<MealDetails> {
  return api('GET /meals/:id', { params: { id } });
}

export function mealQueryOptions(id: string) {
  return queryOptions({
    queryKey: mealKeys.detail(id),
    queryFn: () => getMeal(id),
    retry: shouldRetry,
  });
}

/** One meal with its reviews. */
export function useMeal(id: string) {
  return useQuery(mealQueryOptions(id));
}

/**
 * Starts loading a meal before its page renders (from the route's loader, alongside the page's
 * code), then its photo, the page's largest image: neither waits for the page's first render.
 */
export function prefetchMeal(client: QueryClient, id: string): void {
  const options = mealQueryOptions(id);
  void client.prefetchQuery(options).then(() => {
    const image = client.getQueryData(options.queryKey)?.image;
    if (image) preloadImage(image);
  });
}
