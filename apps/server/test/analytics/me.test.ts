import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyAnalyticsSchema } from '@messmate/shared';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics, paymentAt, requestAt } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const mine = async (who: SignedIn, query: Record<string, string>) => {
  const res = await getAnalytics(t.app, 'me', who, query);
  expect(res.statusCode, res.body).toBe(200);
  return MyAnalyticsSchema.parse(res.json());
};

describe('GET /api/analytics/me', SLOW_MACHINE, () => {
  it('refuses a Gold member with 403 PLATINUM_ONLY, and a visitor with 401', async () => {
    const gold = await signedInAs(t.app, { badge: 'Gold' });
    const res = await getAnalytics(t.app, 'me', gold);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLATINUM_ONLY',
      message:
        'Meal analytics is a Platinum feature. Upgrade to Platinum to see your requests, favourites and ratings in numbers.',
    });
    const visitor = await getAnalytics(t.app, 'me', undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please sign in to see your meal analytics.');
  });

  it("counts the member's own requests per week and category, and their favourites", async () => {
    const member = await signedInAs(t.app, { badge: 'Platinum' });
    const neighbour = await signedInAs(t.app, { badge: 'Platinum' });
    const paratha = await createMeal(t.db, { title: 'Paratha', category: 'Breakfast' });
    const fish = await createMeal(t.db, { title: 'Fish curry', category: 'Dinner' });
    // Monday 2024-03-04 is a week's first day; 2024-03-10 is that week's Sunday (Dhaka time).
    await requestAt(t.app, member, paratha.id, '2024-03-04T02:00:00Z', { admin, minutes: 5 });
    await requestAt(t.app, member, paratha.id, '2024-03-10T17:59:59Z');
    await requestAt(t.app, member, fish.id, '2024-03-10T18:00:00Z'); // Monday 03-11 in Dhaka
    await requestAt(t.app, neighbour, fish.id, '2024-03-05T10:00:00Z');
    await requestAt(t.app, member, fish.id, '2024-03-20T10:00:00Z'); // after the period

    const answer = await mine(member, { from: '2024-03-04', to: '2024-03-17' });
    expect(answer.requests).toEqual({
      total: 3,
      served: 1,
      byCategory: { Breakfast: 2, Lunch: 0, Dinner: 1 },
      perWeek: [
        { week: '2024-03-04', Breakfast: 2, Lunch: 0, Dinner: 0 },
        { week: '2024-03-11', Breakfast: 0, Lunch: 0, Dinner: 1 },
      ],
    });
    expect(answer.favourites).toEqual([
      { mealId: paratha.id, title: 'Paratha', requests: 2 },
      { mealId: fish.id, title: 'Fish curry', requests: 1 },
    ]);
  });

  it("sets the member's ratings against the community's mean for the same dishes", async () => {
    const member = await signedInAs(t.app, { badge: 'Platinum' });
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const biryani = await createMeal(t.db, { title: 'Biryani' });
    const dal = await createMeal(t.db, { title: 'Dal' });
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    const me = { id: member.user._id };
    await createReview(t.db, biryani, me, { rating: 2, ...at('2024-05-02T06:00:00Z') });
    await createReview(t.db, biryani, me, { rating: 3, ...at('2024-05-03T06:00:00Z') });
    await createReview(t.db, biryani, a, { rating: 5, ...at('2024-05-03T07:00:00Z') });
    await createReview(t.db, biryani, b, { rating: 4, ...at('2024-05-04T07:00:00Z') });
    // Rated before the period: not one of this period's ratings.
    await createReview(t.db, dal, me, { rating: 1, ...at('2024-04-20T06:00:00Z') });

    const answer = await mine(member, { from: '2024-05-01', to: '2024-05-31' });
    // Their latest rating counts (3); the mean is over one rating per resident: (3 + 5 + 4) / 3.
    expect(answer.ratings).toEqual([
      { mealId: biryani.id, title: 'Biryani', mine: 3, communityMean: 4 },
    ]);
  });

  it('lists what the member paid in the period, in taka', async () => {
    const member = await signedInAs(t.app, { badge: 'Platinum' });
    const buyer = { id: member.user._id, name: member.user.name, email: member.user.email };
    await paymentAt(t.db, buyer, 'Gold', 399, '2024-06-30T17:59:59Z'); // 23:59:59 in Dhaka
    await paymentAt(t.db, buyer, 'Platinum', 599, '2024-06-30T18:00:00Z'); // 1 July there
    const june = await mine(member, { from: '2024-06-01', to: '2024-06-30' });
    expect(june.payments).toEqual([
      { plan: 'Gold', amount: 399, paidAt: '2024-06-30T17:59:59.000Z' },
    ]);
    expect(june.paid).toBe(399);
    const july = await mine(member, { from: '2024-07-01', to: '2024-07-31' });
    expect(july.paid).toBe(599);
  });

  it('defaults to the last 30 days in Dhaka and refuses a period over a year', async () => {
    const member = await signedInAs(t.app, { badge: 'Platinum' });
    clockAt('2024-02-29T17:59:59Z');
    expect((await mine(member, {})).period).toMatchObject({ from: '2024-01-31', to: '2024-02-29' });
    const long = await getAnalytics(t.app, 'me', member, { from: '2023-02-28', to: '2024-02-29' });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('PERIOD_TOO_LONG');
  });
});
