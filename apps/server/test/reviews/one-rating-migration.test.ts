import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { meals } from '../../src/db/schema';
import { createMeal, createReview, insertUserRow } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countersOf } from './helpers';

const MIGRATION = readFileSync(
  new URL('../../src/db/migrations/0007_one-rating-per-resident.sql', import.meta.url),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("recounts every meal's stored rating by one rating per resident, their latest", async () => {
  const meal = await createMeal(t.db);
  const unrated = await createMeal(t.db);
  const [nusrat, karim] = [await insertUserRow(t.db), await insertUserRow(t.db)];
  await createReview(t.db, meal, nusrat, { rating: 5 });
  await createReview(t.db, meal, nusrat, { rating: 5 });
  await createReview(t.db, meal, nusrat, { rating: 1 });
  await createReview(t.db, meal, karim, { rating: 4 });
  await createReview(t.db, meal, karim, { rating: null });
  await createReview(t.db, unrated, karim, { rating: null });
  // The totals as the old rule kept them: every rated review counted.
  await t.db.update(meals).set({ ratingSum: 15, ratingCount: 4 }).where(eq(meals.id, meal.id));
  await t.db.update(meals).set({ ratingSum: 3, ratingCount: 1 }).where(eq(meals.id, unrated.id));

  await t.db.execute(sql.raw(MIGRATION));

  expect(await countersOf(t.db, meal.id)).toEqual({
    reviewsCount: 5,
    ratingSum: 5,
    ratingCount: 2,
  });
  expect(await countersOf(t.db, unrated.id)).toEqual({
    reviewsCount: 1,
    ratingSum: 0,
    ratingCount: 0,
  });
});
