import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealLikes, mealRequests, meals, reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('deletes a meal that residents like, review and request at that moment, keeping every review and request that was answered 201', async () => {
  const api = calls(t.app);
  const admin = await signedInAs(t.app, { role: 'admin' });
  const meal = await createMeal(t.db, { title: 'Bhuna Khichuri' });
  const residents = await Promise.all(
    Array.from({ length: 8 }, () => signedInAs(t.app, { badge: 'Platinum' })),
  );
  const busy = residents.flatMap((who, i) => [
    api.likeMeal(who, meal.id),
    api.review(who, meal.id, (i % 5) + 1),
    api.requestMeal(who, meal.id),
  ]);
  const deleting = api.deleteMeal(admin, meal.id);
  const answers = await Promise.all(busy);
  expect((await deleting).statusCode).toBe(200);

  expect(statuses(answers).filter((status) => ![200, 201, 404].includes(status))).toEqual([]);
  const createdIds = answers
    .filter((answer) => answer.statusCode === 201)
    .map((answer) => answer.json<{ insertedId: string }>().insertedId);
  const keptReviews = await t.db
    .select()
    .from(reviews)
    .where(
      inArray(
        reviews.id,
        createdIds.length ? createdIds : ['00000000-0000-4000-8000-000000000000'],
      ),
    );
  const keptRequests = await t.db
    .select()
    .from(mealRequests)
    .where(
      inArray(
        mealRequests.id,
        createdIds.length ? createdIds : ['00000000-0000-4000-8000-000000000000'],
      ),
    );
  expect(keptReviews.length + keptRequests.length).toBe(createdIds.length);
  for (const row of [...keptReviews, ...keptRequests]) {
    expect(row).toMatchObject({ mealId: null, mealTitle: 'Bhuna Khichuri' });
  }
  expect(await t.db.$count(meals, eq(meals.id, meal.id))).toBe(0);
  expect(await t.db.$count(mealLikes, eq(mealLikes.mealId, meal.id))).toBe(0);
});
