import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counter, residentWithCode } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
restoreClockAfterEach();

const messageOf = (res: { json: <T>() => T }) => res.json<{ message: string; code: string }>();

it('refuses a replayed code: the second collect is 409 naming the time in Dhaka', async () => {
  clockAt('2026-03-10T07:05:00Z'); // 13:05 in Dhaka
  const admin = await signedInAs(t.app, { role: 'admin' });
  const { code } = await residentWithCode(t.app);
  expect((await counter(t.app, 'collect', admin, code.code)).statusCode).toBe(200);
  clockAt('2026-03-10T07:09:00Z');
  for (const form of [code.code, code.shortCode]) {
    const again = await counter(t.app, 'collect', admin, form);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toEqual(
      expect.objectContaining({ code: 'ALREADY_COLLECTED', message: 'Already collected at 13:05' }),
    );
  }
});

it('refuses a request served with the Serve button, naming when it was served', async () => {
  clockAt('2026-03-10T06:30:00Z'); // 12:30 in Dhaka
  const admin = await signedInAs(t.app, { role: 'admin' });
  const { code, requestId } = await residentWithCode(t.app);
  const served = await t.app.inject({
    method: 'PATCH',
    url: `/api/serve-meals/${requestId}`,
    headers: admin.headers,
  });
  expect(served.statusCode).toBe(200);
  const res = await counter(t.app, 'collect', admin, code.shortCode);
  expect(res.statusCode).toBe(409);
  expect(messageOf(res)).toMatchObject({
    code: 'ALREADY_COLLECTED',
    message: 'Already collected at 12:30',
  });
});

it('refuses a cancelled request’s code with 409 saying it was cancelled', async () => {
  const admin = await signedInAs(t.app, { role: 'admin' });
  const { code, requestId, resident } = await residentWithCode(t.app);
  const cancelled = await t.app.inject({
    method: 'DELETE',
    url: `/api/serve-meals/${requestId}`,
    headers: resident.headers,
  });
  expect(cancelled.statusCode).toBe(200);
  for (const action of ['lookup', 'collect'] as const) {
    const res = await counter(t.app, action, admin, code.code);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toMatchObject({
      code: 'REQUEST_CANCELLED',
      message: expect.stringMatching(/cancelled/) as string,
    });
  }
});

it('refuses a code on another day: one second past midnight in Dhaka is tomorrow', async () => {
  clockAt('2026-03-10T17:59:00Z'); // 23:59 in Dhaka on 10 March
  const admin = await signedInAs(t.app, { role: 'admin' });
  const { code, requestId } = await residentWithCode(t.app);
  clockAt('2026-03-10T17:59:59Z'); // 23:59:59, still the 10th
  expect((await counter(t.app, 'lookup', admin, code.code)).statusCode).toBe(200);
  clockAt('2026-03-10T18:00:01Z'); // 00:00:01 on the 11th
  for (const action of ['lookup', 'collect'] as const) {
    const res = await counter(t.app, action, admin, code.code);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toMatchObject({
      code: 'PICKUP_OTHER_DAY',
      message:
        'This code is for 10 Mar 2026, not today (11 Mar 2026). It can only be collected on its own day.',
    });
  }
  const served = await t.app.inject({
    method: 'PATCH',
    url: `/api/serve-meals/${requestId}`,
    headers: admin.headers,
  });
  expect(served.statusCode).toBe(200); // the Serve button still can, as before
});

it('refuses every counter call from a resident (403) or a visitor (401)', async () => {
  const { code, resident } = await residentWithCode(t.app);
  const other = await signedInAs(t.app, { badge: 'Gold' });
  for (const action of ['lookup', 'collect'] as const) {
    expect((await counter(t.app, action, resident, code.code)).statusCode).toBe(403);
    expect((await counter(t.app, action, other, code.code)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/counter/${action}`,
      payload: { code: code.code },
    });
    expect(visitor.statusCode).toBe(401);
  }
  const still = await t.app.inject({
    method: 'GET',
    url: '/api/pickup-codes',
    headers: resident.headers,
  });
  expect(still.json<unknown[]>()).toHaveLength(1);
});
