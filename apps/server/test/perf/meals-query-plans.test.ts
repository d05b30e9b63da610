import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MealListQuerySchema, type MealSort } from '@messmate/shared';
import { listAnswerQuery } from '../../src/modules/meals/list-answer-repository';
import { mealsRepository } from '../../src/modules/meals/repository';
import { MEAL_DETAILS_REVIEWS_CAP, toListFilters } from '../../src/modules/meals/service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { planOf } from './explain';
import { insertManyMeals } from './many-meals';

// Big enough that reading the whole table costs far more than walking an index, as in production.
const MEALS = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertManyMeals(t.db, MEALS);
}, 120_000);
afterAll(() => t.close());

function listPlan(query: Record<string, string>): Promise<string> {
  const filters = toListFilters(MealListQuerySchema.parse({ limit: '6', ...query }));
  return planOf(t.db, mealsRepository.listQuery(t.db, filters));
}

// Each sort and the index its rows statement and its answer statement walk.
const SORT_INDEXES: [MealSort, RegExp][] = [
  ['newest', /meals_created_idx/],
  ['likes', /meals_likes_idx/],
  ['rating', /meals_rating_idx/],
  ['priceAsc', /meals_price_idx/],
  ['priceDesc', /meals_price_idx/],
];

/** A plan that reads an index in order and stops early: no full scan, no sort of every row. */
function expectIndexWalk(plan: string, index: RegExp) {
  expect(plan).toMatch(index);
  expect(plan).not.toMatch(/Seq Scan/);
  expect(plan).not.toMatch(/Sort/);
}

describe(`meals list query plans at ${MEALS} meals`, () => {
  it.each(SORT_INDEXES)('sorts by %s by walking %s', async (sortBy, index) => {
    expectIndexWalk(await listPlan({ sortBy }), index);
  });

  it('reaches a deep page (page 101) along the same index', async () => {
    expectIndexWalk(await listPlan({ skip: '600' }), /meals_created_idx/);
  });

  it('filters by category and price while walking a newest-first index', async () => {
    // Either index is right: a common category is found quickly along the plain date order too.
    const plan = await listPlan({ category: 'Lunch', min: '100', max: '200' });
    expectIndexWalk(plan, /meals_(category_)?created_idx/);
  });

  it('searches for a word no meal has through the trigram indexes', async () => {
    const plan = await listPlan({ search: 'pizza' });
    expect(plan).toContain('meals_title_trgm_idx');
    expect(plan).toContain('meals_description_trgm_idx');
    expect(plan).toContain('meals_title_bn_trgm_idx');
    expect(plan).toContain('meals_description_bn_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('searches for a Bangla word no meal has through the trigram indexes, Bangla ones included', async () => {
    const plan = await listPlan({ search: 'কাচ্চি' });
    expect(plan).toContain('meals_title_bn_trgm_idx');
    expect(plan).toContain('meals_title_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('searches for a common Bangla word without reading the whole table', async () => {
    expect(await listPlan({ search: 'বিরিয়ানি' })).not.toMatch(/Seq Scan/);
  });

  it('searches for a common word without reading the whole table', async () => {
    expect(await listPlan({ search: 'biryani' })).not.toMatch(/Seq Scan/);
  });
});

describe(`the list's answer statement (JSON made by the database) at ${MEALS} meals`, () => {
  // The page is found as the rows query finds it; the JSON is made of its few rows only.
  function answerPlan(query: Record<string, string>): Promise<string> {
    const filters = toListFilters(MealListQuerySchema.parse({ limit: '6', ...query }));
    return planOf(t.db, listAnswerQuery(t.db, filters));
  }

  it.each(SORT_INDEXES)('sorts by %s by walking %s', async (sortBy, index) => {
    expectIndexWalk(await answerPlan({ sortBy }), index);
  });

  it('reaches a deep page along the same index', async () => {
    expectIndexWalk(await answerPlan({ skip: '600' }), /meals_created_idx/);
  });

  it('filters by category and price while walking a newest-first index', async () => {
    expectIndexWalk(
      await answerPlan({ category: 'Lunch', min: '100', max: '200' }),
      /meals_(category_)?created_idx/,
    );
  });

  it('searches for a word no meal has through the trigram indexes', async () => {
    const plan = await answerPlan({ search: 'pizza' });
    expect(plan).toContain('meals_title_trgm_idx');
    expect(plan).toContain('meals_description_bn_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('searches for a common word without reading the whole table', async () => {
    expect(await answerPlan({ search: 'biryani' })).not.toMatch(/Seq Scan/);
  });
});

describe('meal details query plans', () => {
  it("reads one meal's reviews through the reviews-by-meal index", async () => {
    const [meal] = await mealsRepository.listQuery(
      t.db,
      toListFilters(MealListQuerySchema.parse({ limit: '1' })),
    );
    if (!meal) throw new Error('no meal was inserted');
    const plan = await planOf(
      t.db,
      mealsRepository.listReviewsQuery(t.db, meal.id, MEAL_DETAILS_REVIEWS_CAP),
    );
    // Either index led by meal_id serves it; the planner picks by the table's size.
    expect(plan).toMatch(/reviews_meal(_user)?_idx/);
    expect(plan).not.toMatch(/Seq Scan on reviews/);
  });
});
