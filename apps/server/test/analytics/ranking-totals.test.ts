import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema } from '@messmate/shared';
import { reviews, user } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, signUpUser, type SignedIn } from '../factories/users';
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
    // Written through the API, then moved to a known instant: the database stamps a review with
    // its own now (a frozen clock on PGlite, the real one on PostgreSQL), and moving created_at
    // is one more write the supersession trigger must follow.
    const review = async (who: SignedIn, mealId: string, rating: number, at: string) => {
      const res = await api.review(who, mealId, rating);
      ok(res, 201);
      const id = res.json<{ insertedId: string }>().insertedId;
      await t.db
        .update(reviews)
        .set({ createdAt: new Date(at) })
        .where(eq(reviews.id, id));
      return id;
    };
    await review(rafi, rice.id, 2, '2025-05-06T03:00:00Z');
    const second = await review(rafi, rice.id, 3, '2025-05-07T03:00:00Z');
    const third = await review(rafi, rice.id, 5, '2025-05-08T03:00:00Z');
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
    await review(leaving, dal.id, 4, '2025-05-06T05:00:00Z');
    await review(leaving, dal.id, 1, '2025-05-07T05:00:00Z');
    await review(leaving, rice.id, 4, '2025-05-07T06:00:00Z');

    // In 6-7 May Rafi's rice counts his 2 (his 3 is no rating now, his 5 is gone): (2 + 4) / 2.
    const may = { from: '2025-05-06', to: '2025-05-07' };
    const answer = KitchenAnalyticsSchema.parse(
      (await getAnalytics(t.app, 'kitchen', admin, may)).json(),
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
    const { likes, totals } = await expectRankingTotalsExact(t.db);
    expect(likes).toEqual([]);
    expect(totals).toEqual([`${rice.id} 1`]);
  });
});
