import type { MealFilters, MealsQuery } from '../lib/meal-filters';

const all = ['meals'] as const;

/** Every meal query starts with 'meals': a change to any meal (a like, a review) refreshes them all. */
export const mealKeys = {
  all,
  list: (query: MealsQuery) => [...all, 'list', query] as const,
  pages: (filters: MealFilters) => [...all, 'infinite', filters] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};
