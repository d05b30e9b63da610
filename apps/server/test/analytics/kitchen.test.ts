import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema } from '@messmate/shared';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics, likeAt, paymentAt, requestAt, signedUpAt } from './helpers';

let t: TestApp;
let admin: SignedIn;
let platinum: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
  platinum = await signedInAs(t.app, { badge: 'Platinum', name: 'Rafi' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const kitchen = async (query: Record<string, string>) => {
  const res = await getAnalytics(t.app, 'kitchen', admin, query);
  expect(res.statusCode, res.body).toBe(200);
  return KitchenAnalyticsSchema.parse(res.json());
};

describe('GET /api/analytics/kitchen', SLOW_MACHINE, () => {
  it('gives the median and 90th percentile from request to served, in minutes', async () => {
    const meal = await createMeal(t.db, { title: 'Khichuri', category: 'Breakfast' });
    const serve = (minutes: number) => ({ admin, minutes });
    // Dhaka is UTC+6: these are 10:00 to 10:30 on 2024-03-02 there.
    await requestAt(t.app, platinum, meal.id, '2024-03-02T04:00:00Z', serve(7));
    await requestAt(t.app, platinum, meal.id, '2024-03-02T04:10:00Z', serve(7));
    await requestAt(t.app, platinum, meal.id, '2024-03-02T04:20:00Z', serve(10));
    await requestAt(t.app, platinum, meal.id, '2024-03-02T04:30:00Z');

    const answer = await kitchen({ from: '2024-03-01', to: '2024-03-03' });
    expect(answer.requests).toEqual({
      total: 4,
      served: 3,
      pending: 1,
      medianMinutesToServe: 7,
      // percentile_cont over 7, 7, 10: 7 + 0.8 × (10 − 7)
      p90MinutesToServe: 9.4,
      perDay: [{ date: '2024-03-02', Breakfast: 4, Lunch: 0, Dinner: 0, served: 3, pending: 1 }],
    });
    expect(answer.topMeals).toEqual([
      {
        _id: meal.id,
        title: 'Khichuri',
        category: 'Breakfast',
        likes: 0,
        rating: 0,
        ratings: 0,
        requests: 4,
      },
    ]);
  });

  it('cuts the period at midnight in Dhaka, not UTC', async () => {
    const meal = await createMeal(t.db, { category: 'Dinner' });
    // 23:59:59 on 2024-04-10 in Dhaka, then 00:00:00 on 2024-04-11.
    await requestAt(t.app, platinum, meal.id, '2024-04-10T17:59:59Z');
    await requestAt(t.app, platinum, meal.id, '2024-04-10T18:00:00Z');
    const buyer = await createUser(t.db, { badge: 'Gold' });
    await paymentAt(t.db, buyer, 'Gold', 399, '2024-04-10T17:59:59Z');
    await paymentAt(t.db, buyer, 'Platinum', 599, '2024-04-10T18:00:00Z');

    const tenth = await kitchen({ from: '2024-04-10', to: '2024-04-10' });
    expect(tenth.requests.total).toBe(1);
    expect(tenth.requests.perDay.map((day) => day.date)).toEqual(['2024-04-10']);
    expect(tenth.memberships).toEqual([{ plan: 'Gold', month: '2024-04', count: 1, revenue: 399 }]);

    const eleventh = await kitchen({ from: '2024-04-11', to: '2024-04-11' });
    expect(eleventh.requests.total).toBe(1);
    expect(eleventh.memberships).toEqual([
      { plan: 'Platinum', month: '2024-04', count: 1, revenue: 599 },
    ]);
  });

  it('groups membership sales by plan and month in taka', async () => {
    const buyer = await createUser(t.db);
    // 2024-05-31 18:30 UTC is already June in Dhaka.
    await paymentAt(t.db, buyer, 'Silver', 199, '2024-05-31T17:00:00Z');
    await paymentAt(t.db, buyer, 'Silver', 199, '2024-05-31T18:30:00Z');
    await paymentAt(t.db, buyer, 'Gold', 399, '2024-06-15T06:00:00Z');
    await paymentAt(t.db, buyer, 'Silver', 199, '2024-06-20T06:00:00Z');
    const answer = await kitchen({ from: '2024-05-01', to: '2024-06-30' });
    expect(answer.memberships).toEqual([
      { plan: 'Silver', month: '2024-05', count: 1, revenue: 199 },
      { plan: 'Gold', month: '2024-06', count: 1, revenue: 399 },
      { plan: 'Silver', month: '2024-06', count: 2, revenue: 398 },
    ]);
  });

  it('ranks meals by the ratings and likes of the period, and finds falling ratings', async () => {
    const [ana, ben, cal] = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    if (!ana || !ben || !cal) throw new Error('users missing');
    const biryani = await createMeal(t.db, { title: 'Biryani' });
    const dal = await createMeal(t.db, { title: 'Dal' });
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    // The period before (2024-07-01 to 07-10): Dal 4 stars.
    await createReview(t.db, dal, ben, { rating: 4, ...at('2024-07-05T06:00:00Z') });
    // In the period: Ana's later 5 stars replace her 1; Ben gives 4; Dal drops to 2.
    await createReview(t.db, biryani, ana, { rating: 1, ...at('2024-07-12T06:00:00Z') });
    await createReview(t.db, biryani, ana, { rating: 5, ...at('2024-07-13T06:00:00Z') });
    await createReview(t.db, biryani, ben, { rating: 4, ...at('2024-07-14T06:00:00Z') });
    await createReview(t.db, dal, cal, { rating: 2, ...at('2024-07-15T06:00:00Z') });
    await likeAt(t.db, dal.id, ana.id, '2024-07-15T06:00:00Z');
    await likeAt(t.db, dal.id, ben.id, '2024-07-16T06:00:00Z');
    await likeAt(t.db, biryani.id, cal.id, '2024-07-16T06:00:00Z');
    await likeAt(t.db, biryani.id, ana.id, '2024-07-30T06:00:00Z'); // after the period

    const answer = await kitchen({ from: '2024-07-11', to: '2024-07-20' });
    expect(answer.bestRated).toEqual([
      { _id: biryani.id, title: 'Biryani', rating: 4.5, ratings: 2 },
      { _id: dal.id, title: 'Dal', rating: 2, ratings: 1 },
    ]);
    expect(answer.worstRated.map((row) => row.title)).toEqual(['Dal', 'Biryani']);
    expect(answer.fallingRatings).toEqual([
      { _id: dal.id, title: 'Dal', before: 4, during: 2, ratingsBefore: 1, ratingsDuring: 1 },
    ]);
    expect(answer.mostLiked).toEqual([
      { _id: dal.id, title: 'Dal', likes: 2 },
      { _id: biryani.id, title: 'Biryani', likes: 1 },
    ]);
    expect(answer.residents.active).toBe(3);
  });

  it('counts residents who signed up in the period and the badges held now', async () => {
    const before = await kitchen({ from: '2023-01-01', to: '2023-01-31' });
    const newcomer = await createUser(t.db, { badge: 'Gold' });
    await signedUpAt(t.db, newcomer.id, '2023-01-31T17:59:59Z');
    const late = await createUser(t.db);
    await signedUpAt(t.db, late.id, '2023-01-31T18:00:00Z'); // February in Dhaka
    const after = await kitchen({ from: '2023-01-01', to: '2023-01-31' });
    expect(after.residents).toEqual({ active: 0, newSignUps: before.residents.newSignUps + 1 });
    expect(after.badges.Gold).toBe(before.badges.Gold + 1);
    expect(after.badges.Bronze).toBe(before.badges.Bronze + 1);
  });

  it('defaults to the last 30 days, today in Dhaka included', async () => {
    clockAt('2024-09-30T18:30:00Z'); // 00:30 on 1 October in Dhaka
    const answer = await kitchen({});
    expect(answer.period).toEqual({ from: '2024-09-02', to: '2024-10-01', timeZone: 'Asia/Dhaka' });
    expect(answer.requests).toMatchObject({
      total: 0,
      medianMinutesToServe: null,
      p90MinutesToServe: null,
    });
  });

  it('refuses a period that runs backwards, is over 366 days or names no real day', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { from: '2024-03-02', to: '2024-03-01' },
        "The period's 'from' day must not be after its 'to' day.",
      ],
      [
        { from: '2023-01-01', to: '2024-01-02' },
        'A period can be at most 366 days long. Choose a shorter range.',
      ],
      [{ from: '2024-02-30' }, "The 'from' day must be a date as YYYY-MM-DD, e.g. 2025-06-01."],
      [{ to: 'yesterday' }, "The 'to' day must be a date as YYYY-MM-DD, e.g. 2025-06-01."],
    ];
    for (const [query, message] of cases) {
      const res = await getAnalytics(t.app, 'kitchen', admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await kitchen({ from: '2024-01-01', to: '2024-12-31' })).period.from).toBe(
      '2024-01-01',
    );
  });

  it('is for admins only', async () => {
    expect((await getAnalytics(t.app, 'kitchen', undefined)).statusCode).toBe(401);
    expect((await getAnalytics(t.app, 'kitchen', platinum)).statusCode).toBe(403);
  });
});
