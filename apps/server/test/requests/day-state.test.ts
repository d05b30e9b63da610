import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MyMealDaySchema } from '@messmate/shared';
import type { App } from '../../src/app';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { requestMeal, serveRequest } from './helpers';
import { clockAt } from './clock';
import { SLOW_MACHINE } from './slow-machine';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const mine = (app: App, mealId: string, who?: SignedIn) =>
  app.inject({ method: 'GET', url: `/api/meals/${mealId}/mine`, headers: who?.headers ?? {} });

async function stateOf(mealId: string, who: SignedIn) {
  const res = await mine(t.app, mealId, who);
  expect(res.statusCode, res.body).toBe(200);
  return MyMealDaySchema.parse(res.json());
}

describe('GET /api/meals/:id/mine', SLOW_MACHINE, () => {
  it('tells a visitor to sign in, and names a missing or malformed meal', async () => {
    const meal = await createMeal(t.db);
    expect((await mine(t.app, meal.id)).statusCode).toBe(401);
    const who = await signedInAs(t.app, { badge: 'Gold' });
    expect((await mine(t.app, '00000000-0000-4000-8000-000000000000', who)).statusCode).toBe(404);
    const bad = await mine(t.app, 'not-an-id', who);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The meal id is not valid.');
  });

  it('says a Bronze resident needs a membership, before they tap', async () => {
    const meal = await createMeal(t.db);
    const bronze = await signedInAs(t.app);
    expect(await stateOf(meal.id, bronze)).toMatchObject({
      badge: 'Bronze',
      dailyLimit: 0,
      requestsLeft: 0,
      requestToday: null,
      requestBlocked: {
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'You must have a subscription to request a meal',
      },
    });
  });

  it("follows today's request, its status, the like and the requests left, up to the limit", async () => {
    clockAt('2025-06-01T12:48:00Z'); // 18:48 in Dhaka
    const [meal, other] = [await createMeal(t.db), await createMeal(t.db)];
    const silver = await signedInAs(t.app, { badge: 'Silver' });
    const admin = await signedInAs(t.app, { role: 'admin' });
    expect(await stateOf(meal.id, silver)).toMatchObject({
      liked: false,
      requestToday: null,
      requestsToday: 0,
      dailyLimit: 3,
      requestsLeft: 3,
      resetsAt: '2025-06-01T18:00:00.000Z',
      requestBlocked: null,
    });

    const id = (await requestMeal(t.app, silver, { mealId: meal.id })).json().insertedId;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}`,
      headers: silver.headers,
      payload: { liked: true },
    });
    expect(await stateOf(meal.id, silver)).toMatchObject({
      liked: true,
      requestToday: { _id: id, status: 'pending', requestedAt: '2025-06-01T12:48:00.000Z' },
      requestsLeft: 2,
    });
    expect((await serveRequest(t.app, id, admin)).statusCode).toBe(200);
    expect((await stateOf(meal.id, silver)).requestToday).toMatchObject({ status: 'delivered' });

    await requestMeal(t.app, silver, { mealId: other.id });
    await requestMeal(t.app, silver, { mealId: other.id });
    const full = await stateOf(meal.id, silver);
    const refused = await requestMeal(t.app, silver, { mealId: meal.id });
    expect(refused.statusCode).toBe(429);
    expect(full).toMatchObject({
      requestsLeft: 0,
      requestBlocked: { code: 'DAILY_REQUEST_LIMIT', message: refused.json().message },
    });
    expect(full.requestBlocked?.message).toMatch(/in 5 h 12 min\.$/);
  });

  it("starts over at midnight in the community's time zone", async () => {
    clockAt('2025-06-01T17:59:00Z'); // 23:59 in Dhaka
    const meal = await createMeal(t.db);
    const gold = await signedInAs(t.app, { badge: 'Gold' });
    await requestMeal(t.app, gold, { mealId: meal.id });
    expect(await stateOf(meal.id, gold)).toMatchObject({ requestsLeft: 4 });
    vi.setSystemTime(new Date('2025-06-01T18:00:30Z')); // 00:00:30 the next day
    expect(await stateOf(meal.id, gold)).toMatchObject({
      requestToday: null,
      requestsToday: 0,
      requestsLeft: 5,
      resetsAt: '2025-06-02T18:00:00.000Z',
    });
  });

  it('gives a Platinum member no limit', async () => {
    const meal = await createMeal(t.db);
    const platinum = await signedInAs(t.app, { badge: 'Platinum' });
    await requestMeal(t.app, platinum, { mealId: meal.id });
    expect(await stateOf(meal.id, platinum)).toMatchObject({
      dailyLimit: null,
      requestsLeft: null,
      requestsToday: 1,
      requestBlocked: null,
    });
  });
});
