import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealRequests, notifications } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lets either the serve or the cancel win when both come at once, never both, and tells the resident only of a serve', async () => {
  const api = calls(t.app);
  const admin = await signedInAs(t.app, { role: 'admin' });
  const resident = await signedInAs(t.app, { badge: 'Platinum' });
  const meal = await createMeal(t.db);
  for (let round = 0; round < 8; round += 1) {
    const made = await api.requestMeal(resident, meal.id);
    const id = made.json<{ insertedId: string }>().insertedId;
    const [served, cancelled] = await Promise.all([api.serve(admin, id), api.cancel(resident, id)]);
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, id));
    const told = await t.db.$count(
      notifications,
      and(eq(notifications.userId, resident.user._id), eq(notifications.link, `/meals/${meal.id}`)),
    );
    if (served.statusCode === 200) {
      expect(cancelled.statusCode).toBe(409);
      expect(row?.status).toBe('delivered');
    } else {
      expect([served.statusCode, cancelled.statusCode]).toEqual([404, 200]);
      expect(row).toBeUndefined();
    }
    const servedSoFar = await t.db.$count(
      mealRequests,
      and(eq(mealRequests.userId, resident.user._id), eq(mealRequests.status, 'delivered')),
    );
    expect(told).toBe(servedSoFar);
  }
});
