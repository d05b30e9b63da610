import type { Meal } from '@messmate/shared/schemas/meal';
import { MEALS_PAGE_SIZE } from '@messmate/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadImage } from '@/lib/preload-image';
import { mealsPageQuery, type MealFilters } from '../lib/meal-filters';
import { mealKeys } from './query-keys';
import { shouldRetry } from './should-retry';

export function getMealsPage(filters: MealFilters, page: number): Promise<Meal[]> {
  return api('GET /meals', { query: mealsPageQuery(filters, page) });
}

export function infiniteMealsQueryOptions(filters: MealFilters) {
  return infiniteQueryOptions({
    // New filters make a new key, so the list starts again from the first page.
    queryKey: mealKeys.pages(filters),
    queryFn: ({ pageParam }) => getMealsPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Meal[], allPages: Meal[][]) =>
      lastPage.length === MEALS_PAGE_SIZE ? allPages.length : undefined,
    retry: shouldRetry,
  });
}

/** The meals list in pages of six; more pages exist while the last one was full. */
export function useInfiniteMeals(filters: MealFilters) {
  return useInfiniteQuery(infiniteMealsQueryOptions(filters));
}

/**
 * Starts loading the first page before the list renders (from the route's loader, alongside
 * the page's code), then the first card's photo, the largest image of a phone's first screen.
 */
export function prefetchMeals(client: QueryClient, filters: MealFilters): void {
  const options = infiniteMealsQueryOptions(filters);
  void client.prefetchInfiniteQuery(options).then(() => {
    const image = client.getQueryData(options.queryKey)?.pages[0]?.[0]?.image;
    if (image) preloadImage(image);
  });
}
