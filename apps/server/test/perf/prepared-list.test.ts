import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_SORTS, MealListQuerySchema } from '@messmate/shared';
import { mealsRepository } from '../../src/modules/meals/repository';
import { toListFilters } from '../../src/modules/meals/service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertManyMeals } from './many-meals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertManyMeals(t.db, 60);
});
afterAll(() => t.close());

describe('the prepared meals list', () => {
  const shapes = MEAL_SORTS.flatMap((sortBy) =>
    ['', 'Lunch'].flatMap((category) => ['0', '7'].map((skip) => ({ sortBy, category, skip }))),
  );

  it.each(shapes)('pages exactly like the query planned per request: %o', async (query) => {
    const filters = toListFilters(MealListQuerySchema.parse({ ...query, limit: '6' }));
    const prepared = await mealsRepository.list(t.db, filters);
    const planned = await mealsRepository.listQuery(t.db, filters);
    expect(prepared).toHaveLength(6);
    expect(prepared).toEqual(planned);
  });

  it('serves a second page of the same shape from the same statement with new values', async () => {
    const first = await mealsRepository.list(
      t.db,
      toListFilters(MealListQuerySchema.parse({ limit: '6' })),
    );
    const second = await mealsRepository.list(
      t.db,
      toListFilters(MealListQuerySchema.parse({ limit: '6', skip: '6' })),
    );
    expect(second.map((meal) => meal.id)).not.toEqual(
      expect.arrayContaining(first.map((meal) => meal.id)),
    );
    expect(second).toHaveLength(6);
  });
});
