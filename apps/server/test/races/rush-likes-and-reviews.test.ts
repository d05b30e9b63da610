import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyticsMealTotals, mealLikes, mealRequests, meals, reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESIDENTS = 24;

// The mealtime rush in small (decision 0046): every resident likes, reviews and requests one
// of two meals at once. With a like's and a review's meal lock taken in the same statement as
// their insert, PostgreSQL found a cycle here and answered some of them 500 "deadlock detected".
it('takes a rush of likes, reviews and requests on the same meals without a failure, counting each exactly', async () => {
  const api = calls(t.app);
  const dishes = await Promise.all(
    ['Kacchi Biryani', 'Shorshe Ilish'].map((title) => createMeal(t.db, { title })),
  );
  const residents: SignedIn[] = [];
  for (let n = 0; n < RESIDENTS; n++) residents.push(await signedInAs(t.app, { badge: 'Silver' }));
  const writes = residents.flatMap((resident, n) => {
    const mealId = dishes[n % dishes.length]?.id ?? '';
    return [
      () => api.likeMeal(resident, mealId),
      () => api.review(resident, mealId, (n % 5) + 1),
      () => api.requestMeal(resident, mealId),
    ];
  });
  // Interleaved by kind and resident (7 and 72 share no factor), so every kind meets every other.
  const order = writes.map((_, i) => writes[(i * 7) % writes.length]);
  const answers = await Promise.all(order.map((write) => write?.()));
  const failed = answers.filter((answer) => !answer || answer.statusCode >= 300);
  expect(failed.map((answer) => `${answer?.statusCode} ${answer?.body}`)).toEqual([]);
  expect(statuses(answers.flatMap((answer) => (answer ? [answer] : [])))).toHaveLength(72);

  for (const [index, meal] of dishes.entries()) {
    const mine = residents.filter((_, n) => n % dishes.length === index).length;
    const ratings = residents
      .map((_, n) => (n % 5) + 1)
      .filter((_, n) => n % dishes.length === index);
    const [row] = await t.db.select().from(meals).where(eq(meals.id, meal.id));
    expect(row).toMatchObject({
      likes: mine,
      reviewsCount: mine,
      ratingCount: mine,
      ratingSum: ratings.reduce((a, b) => a + b, 0),
    });
    expect(await t.db.$count(mealLikes, eq(mealLikes.mealId, meal.id))).toBe(mine);
    expect(await t.db.$count(reviews, eq(reviews.mealId, meal.id))).toBe(mine);
    expect(await t.db.$count(mealRequests, eq(mealRequests.mealId, meal.id))).toBe(mine);
    expect(
      await t.db
        .select({ requests: analyticsMealTotals.requests })
        .from(analyticsMealTotals)
        .where(eq(analyticsMealTotals.mealId, meal.id)),
    ).toEqual([{ requests: mine }]);
  }
});
