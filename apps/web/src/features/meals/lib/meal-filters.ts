import { MEAL_CATEGORIES, MEALS_PAGE_SIZE, type MealCategory } from '@messmate/shared/constants';
import type { MealSort } from '@messmate/shared/schemas/meal';

/** The meals-list filter bar's values, as typed (prices stay text until the server reads them). */
export interface MealFilters {
  search: string;
  category: MealCategory | '';
  min: string;
  max: string;
}

/** A fixed slice of the meals list, such as one home-page tab (the paged list has its own). */
export interface MealsQuery {
  limit: number;
  sortBy?: MealSort;
  category?: MealCategory;
  search?: string;
}

const FILTER_KEYS = ['search', 'category', 'min', 'max'] as const;

export const NO_FILTERS: MealFilters = { search: '', category: '', min: '', max: '' };

/** A category as written in an address or a select ('lunch' → 'Lunch'); anything else is none. */
export function toCategory(value: string | null | undefined): MealCategory | '' {
  return MEAL_CATEGORIES.find((category) => category.toLowerCase() === value?.toLowerCase()) ?? '';
}

/** The filters a meals-list address asks for (unknown categories read as none). */
export function readFilters(params: URLSearchParams): MealFilters {
  return {
    search: params.get('search') ?? '',
    category: toCategory(params.get('category')),
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
  };
}

/** The address's query for `filters`: blank ones (spaces only, too) are left out. */
export function writeFilters(filters: MealFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (filters[key].trim() !== '') params.set(key, filters[key]);
  }
  return params;
}

/** Whether any filter is set, i.e. whether 'Clear filters' has something to clear. */
export function hasFilters(filters: MealFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** What GET /api/meals is asked for page `page` (from 0) of the filtered list. */
export function mealsPageQuery(filters: MealFilters, page: number) {
  return {
    skip: page * MEALS_PAGE_SIZE,
    limit: MEALS_PAGE_SIZE,
    search: filters.search.trim(),
    category: filters.category,
    min: filters.min.trim(),
    max: filters.max.trim(),
  };
}
