import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema } from '@messmate/shared';
import { user } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, signUpUser, type SignedIn } from '../factories/users';
import { addDays } from '../../src/modules/analytics/period';
import { restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deleteAccount } from '../person-data/helpers';
import { calls } from '../races/calls';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics, requestAt } from './helpers';
import { expectRankingTotalsExact } from './rollup-recount';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Totals Admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const ok = (res: { statusCode: number; body: string }, status = 200) =>
  expect(res.statusCode, res.body).toBe(status);

describe('the ranking totals and review supersession (decision record 0040)', SLOW_MACHINE, () => {
  it('equal a recount from the rows after likes, reviews, requests, a meal and an account deleted', async () => {
    const api = calls(t.app);
    const unlike = (who: SignedIn, mealId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/meals/${mealId}/like`, headers: who.headers });
    const rice = await createMeal(t.db, { title: 'Totals Rice', category: 'Lunch' });
    const dal = await createMeal(t.db, { title: 'Totals Dal', category: 'Dinner' });
    const rafi = await signedInAs(t.app, { badge: 'Platinum', name: 'Rafi' });
    const leaving = await signUpUser(t.app, { name: 'Leaving Rater' });
    await t.db.update(user).set({ badge: 'Platinum' }).where(eq(user.id, leaving.user._id));

    ok(await api.likeMeal(rafi, rice.id));
    ok(await api.likeMeal(leaving, rice.id));
    ok(await api.likeMeal(leaving, dal.id));
    ok(await unlike(rafi, rice.id));
    await requestAt(t.app, rafi, rice.id, '2025-05-05T03:00:00Z');
    await requestAt(t.app, leaving, dal.id, '2025-05-05T04:00:00Z', { admin, minutes: 5 });

    // Rafi rates the rice three times (the 2nd supersedes the 1st, the 3rd the 2nd), then takes
    // the middle rating off by editing it to no rating, then deletes the latest.
    // Written at the database's now, one after another: each later than the one before.
    const review = async (who: SignedIn, mealId: string, rating: number) => {
      const res = await api.review(who, mealId, rating);
      ok(res, 201);
      return res.json<{ insertedId: string }>().insertedId;
    };
    await review(rafi, rice.id, 2);
    const second = await review(rafi, rice.id, 3);
    const third = await review(rafi, rice.id, 5);
    const superseded = await expectRankingTotalsExact(t.db);
    expect(superseded.superseded.filter((row) => !row.endsWith(' -'))).toHaveLength(2);
    ok(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/reviews/${second}`,
        headers: rafi.headers,
        payload: { content: 'No stars after all.', rating: null },
      }),
    );
    await expectRankingTotalsExact(t.db);
    ok(await api.deleteReview(rafi, third));
    await expectRankingTotalsExact(t.db);
    await review(leaving, dal.id, 4);
    await review(leaving, dal.id, 1);
    await review(leaving, rice.id, 4);

    // Rafi's rice counts his 2 (his 3 is no rating now, his 5 is gone): (2 + 4) / 2.
    const today = new Date().toISOString().slice(0, 10);
    const around = { from: addDays(today, -1), to: addDays(today, 1) };
    const answer = KitchenAnalyticsSchema.parse(
      (await getAnalytics(t.app, 'kitchen', admin, around)).json(),
    );
    expect(answer.bestRated).toEqual([
      { _id: rice.id, title: 'Totals Rice', rating: 3, ratings: 2 },
      { _id: dal.id, title: 'Totals Dal', rating: 1, ratings: 1 },
    ]);

    // The leaving resident goes (their likes go, their reviews stay under a former id), then
    // the dal is deleted (its likes go, its reviews and requests stay without it).
    ok(await deleteAccount(t.app, leaving, { password: leaving.password }));
    await expectRankingTotalsExact(t.db);
    ok(await api.deleteMeal(admin, dal.id));
    const { totals } = await expectRankingTotalsExact(t.db);
    expect(totals).toEqual([`${rice.id} 0 1`]);
  });
});
