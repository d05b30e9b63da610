import type { MealFilters, MealsQuery } from '../lib/meal-filters';

const all = ['meals'] as const;

/** A page of All Meals (admins), as its address asks. */
export interface MealsPageQuery {
  page: number;
  search?: string;
  category?: string;
}

/** Every meal query starts with 'meals': a change to any meal (a like, a review) refreshes them all. */
export const mealKeys = {
  all,
  list: (query: MealsQuery) => [...all, 'list', query] as const,
  pages: (filters: MealFilters) => [...all, 'infinite', filters] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  adminPage: (query: MealsPageQuery) => [...all, 'admin-page', query] as const,
};
