import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateMealRequestResultSchema } from '@messmate/shared';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from './slow-machine';
import { requestMeal, requestsOf } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

describe('POST /api/serve-meals', SLOW_MACHINE, () => {
  it('tells a visitor to sign in', async () => {
    const meal = await createMeal(t.db);
    const res = await requestMeal(t.app, undefined, { mealId: meal.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Login required to request meal');
  });

  it('refuses a Bronze resident, whatever the body claims', async () => {
    const meal = await createMeal(t.db);
    const bronze = await signedInAs(t.app, { badge: 'Bronze' });
    const res = await requestMeal(t.app, bronze, { mealId: meal.id, badge: 'Platinum' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'You must have a subscription to request a meal',
    });
    expect(await requestsOf(t.db, bronze.user._id)).toHaveLength(0);
  });

  it('stores a pending request from the meal and the session, ignoring the rest of the body', async () => {
    clockAt('2025-06-01T20:30:00Z');
    const meal = await createMeal(t.db, { title: 'Morog Polao' });
    const silver = await signedInAs(t.app, { badge: 'Silver', name: 'Sadia' });
    const res = await requestMeal(t.app, silver, {
      mealId: meal.id,
      mealTitle: 'Free lobster',
      email: 'someone@else.test',
      name: 'Someone',
      status: 'delivered',
    });
    expect(res.statusCode).toBe(201);
    const body = CreateMealRequestResultSchema.parse(res.json());
    expect(body.request).toEqual({
      _id: body.insertedId,
      mealId: meal.id,
      mealTitle: 'Morog Polao',
      mealTitleBn: null,
      email: silver.user.email,
      name: 'Sadia',
      status: 'pending',
      requestedAt: '2025-06-01T20:30:00.000Z',
      servedAt: null,
    });
    // 20:30 UTC is 02:30 the next morning in Dhaka.
    expect(await requestsOf(t.db, silver.user._id)).toMatchObject([
      { communityDay: '2025-06-02', status: 'pending', servedBy: null, servedAt: null },
    ]);
  });

  it('answers 404 for a meal that does not exist and 400 for a malformed id or none', async () => {
    const gold = await signedInAs(t.app, { badge: 'Gold' });
    const unknown = await requestMeal(t.app, gold, {
      mealId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Meal not found.');
    const malformed = await requestMeal(t.app, gold, { mealId: 'no-such-meal' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The meal id is not valid.');
    const missing = await requestMeal(t.app, gold, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a meal to request.');
    expect(await requestsOf(t.db, gold.user._id)).toHaveLength(0);
  });
});

describe('daily request limits', SLOW_MACHINE, () => {
  async function burst(badge: 'Silver' | 'Gold' | 'Platinum', count: number) {
    clockAt('2025-06-01T06:00:00Z'); // noon in Dhaka: the burst cannot straddle midnight
    const meal = await createMeal(t.db);
    const resident = await signedInAs(t.app, { badge });
    const answers = await Promise.all(
      Array.from({ length: count }, () => requestMeal(t.app, resident, { mealId: meal.id })),
    );
    const stored = await requestsOf(t.db, resident.user._id);
    return {
      answers: answers.map((res) => res.statusCode),
      stored: stored.length,
      answersFull: answers,
    };
  }

  it('accepts exactly 3 of 20 simultaneous requests from a Silver member', async () => {
    const { answers, stored, answersFull } = await burst('Silver', 20);
    expect(answers.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(17);
    expect(stored).toBe(3);
    const refusal = answersFull.find((res) => res.statusCode === 429);
    expect(refusal?.json()).toMatchObject({ code: 'DAILY_REQUEST_LIMIT' });
    expect(refusal?.json().message).toBe(
      'Silver members can request 3 meals a day. Your limit resets at midnight (Asia/Dhaka), in 12 h.',
    );
  });

  it('accepts exactly 5 of 20 from a Gold member and all 20 from a Platinum member', async () => {
    const gold = await burst('Gold', 20);
    expect(gold.answers.filter((status) => status === 201)).toHaveLength(5);
    expect(gold.stored).toBe(5);
    const platinum = await burst('Platinum', 20);
    expect(platinum.answers).toEqual(Array(20).fill(201));
    expect(platinum.stored).toBe(20);
  });

  it('names the limit and when it resets', async () => {
    clockAt('2025-06-01T12:48:00Z'); // 18:48 in Dhaka: 5 h 12 min to midnight
    const meal = await createMeal(t.db);
    const silver = await signedInAs(t.app, { badge: 'Silver' });
    for (let i = 0; i < 3; i += 1) {
      expect((await requestMeal(t.app, silver, { mealId: meal.id })).statusCode).toBe(201);
    }
    const res = await requestMeal(t.app, silver, { mealId: meal.id });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Silver members can request 3 meals a day. Your limit resets at midnight (Asia/Dhaka), in 5 h 12 min.',
    );
  });

  it("starts over at midnight in the community's time zone, not UTC", async () => {
    clockAt('2025-06-01T17:59:00Z'); // 23:59 in Dhaka
    const meal = await createMeal(t.db);
    const silver = await signedInAs(t.app, { badge: 'Silver' });
    for (let i = 0; i < 3; i += 1) {
      expect((await requestMeal(t.app, silver, { mealId: meal.id })).statusCode).toBe(201);
    }
    const late = await requestMeal(t.app, silver, { mealId: meal.id });
    expect(late.json().message).toMatch(/in 1 min\.$/);

    vi.setSystemTime(new Date('2025-06-01T18:00:30Z')); // 00:00:30 the next day in Dhaka
    expect((await requestMeal(t.app, silver, { mealId: meal.id })).statusCode).toBe(201);
    const days = (await requestsOf(t.db, silver.user._id)).map((row) => row.communityDay).sort();
    expect(days).toEqual(['2025-06-01', '2025-06-01', '2025-06-01', '2025-06-02']);
  });

  it('counts a cancelled request no more, and counts delivered ones', async () => {
    const meal = await createMeal(t.db);
    const silver = await signedInAs(t.app, { badge: 'Silver' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await requestMeal(t.app, silver, { mealId: meal.id })).json().insertedId);
    }
    const admin = await signedInAs(t.app, { role: 'admin' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/serve-meals/${ids[0]}`,
      headers: admin.headers,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/serve-meals/${ids[1]}`,
      headers: silver.headers,
    });
    expect((await requestMeal(t.app, silver, { mealId: meal.id })).statusCode).toBe(201);
    expect((await requestMeal(t.app, silver, { mealId: meal.id })).statusCode).toBe(429);
  });
});

describe('another community time zone', SLOW_MACHINE, () => {
  it('counts days where TZ_COMMUNITY says', async () => {
    const ny = await createTestApp({ TZ_COMMUNITY: 'America/New_York' });
    try {
      clockAt('2025-06-01T02:00:00Z'); // still 31 May in New York
      const meal = await createMeal(ny.db);
      const silver = await signedInAs(ny.app, { badge: 'Silver' });
      for (let i = 0; i < 3; i += 1) await requestMeal(ny.app, silver, { mealId: meal.id });
      const res = await requestMeal(ny.app, silver, { mealId: meal.id });
      expect(res.json().message).toBe(
        'Silver members can request 3 meals a day. Your limit resets at midnight (America/New_York), in 2 h.',
      );
      expect((await requestsOf(ny.db, silver.user._id))[0]?.communityDay).toBe('2025-05-31');
    } finally {
      vi.useRealTimers();
      await ny.close();
    }
  });
});
