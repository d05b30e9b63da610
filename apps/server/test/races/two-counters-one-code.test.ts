import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealRequests, notifications } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counter, residentWithCode } from '../pickup-codes/helpers';
import { statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('serves a code exactly once when two counters scan it at the same moment', async () => {
  const first = await signedInAs(t.app, { role: 'admin' });
  const second = await signedInAs(t.app, { role: 'admin' });
  for (let round = 0; round < 6; round += 1) {
    const { code, requestId, resident } = await residentWithCode(t.app);
    const answers = await Promise.all([
      counter(t.app, 'collect', first, code.code),
      counter(t.app, 'collect', second, code.shortCode),
    ]);
    expect(statuses(answers).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'ALREADY_COLLECTED' });
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, requestId));
    expect(row?.status).toBe('delivered');
    const told = await t.db.$count(notifications, and(eq(notifications.userId, resident.user._id)));
    expect(told).toBe(1);
  }
});

it('serves once when the Serve button and a scan come together', async () => {
  const admin = await signedInAs(t.app, { role: 'admin' });
  for (let round = 0; round < 6; round += 1) {
    const { code, requestId } = await residentWithCode(t.app);
    const [button, scan] = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/serve-meals/${requestId}`,
        headers: admin.headers,
      }),
      counter(t.app, 'collect', admin, code.code),
    ]);
    expect([button.statusCode, scan.statusCode].sort()).toEqual([200, 409]);
  }
});

it('lets either the scan or the cancel win when both come at once, never both', async () => {
  const admin = await signedInAs(t.app, { role: 'admin' });
  for (let round = 0; round < 6; round += 1) {
    const { code, requestId, resident } = await residentWithCode(t.app);
    const [scan, cancel] = await Promise.all([
      counter(t.app, 'collect', admin, code.code),
      t.app.inject({
        method: 'DELETE',
        url: `/api/serve-meals/${requestId}`,
        headers: resident.headers,
      }),
    ]);
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, requestId));
    if (scan.statusCode === 200) {
      expect(cancel.statusCode).toBe(409);
      expect(row?.status).toBe('delivered');
    } else {
      expect([scan.statusCode, cancel.statusCode]).toEqual([409, 200]);
      expect(scan.json()).toMatchObject({ code: 'REQUEST_CANCELLED' });
      expect(row).toBeUndefined();
    }
  }
});
