import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keeps the unread count equal to the unread rows while requests are served and the bell is read at once', async () => {
  const api = calls(t.app);
  const admin = await signedInAs(t.app, { role: 'admin' });
  const resident = await signedInAs(t.app, { badge: 'Platinum' });
  const meal = await createMeal(t.db);
  const ids: string[] = [];
  for (let n = 0; n < 8; n += 1) {
    ids.push((await api.requestMeal(resident, meal.id)).json<{ insertedId: string }>().insertedId);
  }
  const answers = await Promise.all([
    ...ids.map((id) => api.serve(admin, id)),
    ...ids.slice(0, 4).map(() => api.readAll(resident)),
  ]);
  expect(statuses(answers).every((status) => status === 200)).toBe(true);
  const unreadRows = await t.db.$count(
    notifications,
    and(eq(notifications.userId, resident.user._id), isNull(notifications.readAt)),
  );
  const count = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: resident.headers,
  });
  expect(count.json()).toEqual({ count: unreadRows });
  expect(await t.db.$count(notifications, eq(notifications.userId, resident.user._id))).toBe(8);
});
