import type { MyMealDay } from '@messmate/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { clockAt } from '../requests/clock';
import { requestMeal } from '../requests/helpers';

/**
 * The caller's day is kept per community day (Asia/Dhaka here): at the community's midnight the
 * next read is the new day's, never yesterday's kept answer (decision 0045).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PERSON_ANSWER_CACHE: 'true', TZ_COMMUNITY: 'Asia/Dhaka' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function day(who: SignedIn, mealId: string): Promise<MyMealDay> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/meals/${mealId}/mine`,
    headers: who.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MyMealDay>();
}

describe(`the caller's day across the community's midnight (${process.env.TEST_DB_KIND})`, () => {
  it("answers the new day at 00:00 in the community's zone, not the day kept before it", async () => {
    // Under a minute before midnight, so the kept answer is still within its time when the day turns.
    clockAt('2026-12-01T17:59:30Z'); // 23:59:30 in Dhaka
    const meal = await createMeal(t.db);
    const resident = await signedInAs(t.app, { badge: 'Silver' });
    expect((await requestMeal(t.app, resident, { mealId: meal.id })).statusCode).toBe(201);
    const before = await day(resident, meal.id);
    expect(before.requestsToday).toBe(1);
    expect(before.requestToday?.status).toBe('pending');
    expect(await day(resident, meal.id)).toEqual(before);
    expect(t.app.personAnswers.size).toBeGreaterThan(0);

    clockAt('2026-12-01T18:00:00Z'); // 00:00 in Dhaka, the next day
    expect(await day(resident, meal.id)).toMatchObject({
      requestsToday: 0,
      requestToday: null,
      requestsLeft: before.dailyLimit,
      requestBlocked: null,
      resetsAt: '2026-12-02T18:00:00.000Z',
    });
  });

  it('never gives one person the answer kept for another on the same meal and day', async () => {
    const meal = await createMeal(t.db);
    const [gold, bronze] = await Promise.all([
      signedInAs(t.app, { badge: 'Gold' }),
      signedInAs(t.app),
    ]);
    expect((await requestMeal(t.app, gold, { mealId: meal.id })).statusCode).toBe(201);
    expect(await day(gold, meal.id)).toMatchObject({ badge: 'Gold', requestsToday: 1 });
    expect(await day(bronze, meal.id)).toMatchObject({
      badge: 'Bronze',
      requestsToday: 0,
      requestToday: null,
    });
    expect(await day(gold, meal.id)).toMatchObject({ badge: 'Gold', requestsToday: 1 });
  });
});
