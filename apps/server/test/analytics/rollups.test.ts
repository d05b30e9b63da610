import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema } from '@messmate/shared';
import { user } from '../../src/db/schema';
import { mealBody } from '../admin-meals/meal-body';
import { createMeal } from '../factories/meals';
import { signedInAs, signUpUser, type SignedIn } from '../factories/users';
import { restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deleteAccount } from '../person-data/helpers';
import { cancelRequest } from '../requests/helpers';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics, requestAt } from './helpers';
import { expectRollupsExact } from './rollup-recount';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Rollup Admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const ok = (res: { statusCode: number; body: string }) =>
  expect(res.statusCode, res.body).toBe(200);

describe('the analytics rollups (decision record 0037)', SLOW_MACHINE, () => {
  it('equal a recount from the requests after requests, serves, cancels, edits and deletions', async () => {
    const rice = await createMeal(t.db, { title: 'Rollup Rice', category: 'Lunch' });
    const dal = await createMeal(t.db, { title: 'Rollup Dal', category: 'Dinner' });
    const porridge = await createMeal(t.db, { title: 'Rollup Porridge', category: 'Breakfast' });
    const rafi = await signedInAs(t.app, { badge: 'Platinum', name: 'Rafi' });
    const leaving = await signUpUser(t.app, { name: 'Leaving Resident' });
    await t.db.update(user).set({ badge: 'Platinum' }).where(eq(user.id, leaving.user._id));
    const serve = (minutes: number) => ({ admin, minutes });

    // 23:50 on 2025-05-05 in Dhaka, served 20 minutes later: after midnight there, on the 6th.
    await requestAt(t.app, rafi, rice.id, '2025-05-05T17:50:00Z', serve(20));
    await requestAt(t.app, rafi, dal.id, '2025-05-05T10:00:00Z', serve(7));
    const cancelled = await requestAt(t.app, rafi, porridge.id, '2025-05-05T02:00:00Z');
    await requestAt(t.app, leaving, rice.id, '2025-05-05T03:00:00Z', serve(3));
    await requestAt(t.app, leaving, porridge.id, '2025-05-06T03:00:00Z');
    await requestAt(t.app, rafi, porridge.id, '2025-05-06T02:00:00Z', serve(12));
    ok(await cancelRequest(t.app, cancelled, rafi));

    // The dal becomes a lunch: its requests move with it.
    ok(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/meals/${dal.id}`,
        headers: admin.headers,
        payload: await mealBody(t.db, { title: 'Rollup Dal', category: 'Lunch' }),
      }),
    );
    await expectRollupsExact(t.db);
    const may = { from: '2025-05-05', to: '2025-05-06' };
    const before = KitchenAnalyticsSchema.parse(
      (await getAnalytics(t.app, 'kitchen', admin, may)).json(),
    );
    expect(before.requests.perDay).toEqual([
      { date: '2025-05-05', Breakfast: 0, Lunch: 3, Dinner: 0, served: 3, pending: 0 },
      { date: '2025-05-06', Breakfast: 2, Lunch: 0, Dinner: 0, served: 1, pending: 1 },
    ]);
    // Waits of 3, 7, 12 and 20 minutes: the midnight one counts on the day it was asked for.
    expect(before.requests.medianMinutesToServe).toBe(9.5);

    // The porridge is deleted (its requests stay, by name) and the leaving resident goes.
    ok(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/meals/${porridge.id}`,
        headers: admin.headers,
      }),
    );
    ok(await deleteAccount(t.app, leaving, { password: leaving.password }));
    const { days } = await expectRollupsExact(t.db);
    expect(days).toContain('2025-05-06 none 1 1');
    const after = KitchenAnalyticsSchema.parse(
      (await getAnalytics(t.app, 'kitchen', admin, may)).json(),
    );
    expect(after.requests).toMatchObject({ total: 3, served: 3, pending: 0 });
    expect(after.requests.perDay).toEqual([
      { date: '2025-05-05', Breakfast: 0, Lunch: 2, Dinner: 0, served: 2, pending: 0 },
      { date: '2025-05-06', Breakfast: 0, Lunch: 0, Dinner: 0, served: 1, pending: 0 },
    ]);
    expect(after.requests.medianMinutesToServe).toBe(12);
  });
});
