import type { MealCategory } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { meals } from '../../db/schema';
import { listConditions, mealsRepository } from '../meals/repository';
import type { Slice } from '../../db/slice';

export interface MealFilters {
  search?: string;
  category?: MealCategory;
}

/** All Meals, a page at a time, most liked first (as the public list sorts by likes). */
export const mealsPageRepository = {
  rows(db: Executor, filters: MealFilters, slice: Slice) {
    return mealsRepository.list(db, { ...filters, sortBy: 'likes', ...slice });
  },

  count(db: Executor, filters: MealFilters): Promise<number> {
    return db.$count(meals, listConditions({ ...filters, sortBy: 'likes', limit: 0, offset: 0 }));
  },
};
