import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buyPlan } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (headers: Record<string, string>, email?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/payments',
    headers,
    query: email === undefined ? {} : { email },
  });

describe('GET /api/payments', () => {
  it("lists the caller's own payments, newest first, amounts in taka and ISO dates", async () => {
    const resident = await signedInAs(t.app);
    const silver = await buyPlan(t.app, resident, 'silver');
    const gold = await buyPlan(t.app, resident, 'gold');
    const res = await history(resident.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { transactionId: string }) => p.transactionId)).toEqual([
      gold.intent.paymentIntentId,
      silver.intent.paymentIntentId,
    ]);
    expect(list[0]).toMatchObject({ package: 'Gold', amount: 399, email: resident.user.email });
    expect(new Date(list[0].date).toISOString()).toBe(list[0].date);
    expect(
      (await history(resident.headers, resident.user.email.toUpperCase())).json(),
    ).toHaveLength(2);
  });

  it('is empty for someone who has not paid', async () => {
    const resident = await signedInAs(t.app);
    expect((await history(resident.headers)).json()).toEqual([]);
  });

  it("refuses another person's history to a non-admin", async () => {
    const payer = await signedInAs(t.app);
    await buyPlan(t.app, payer);
    const nosy = await signedInAs(t.app);
    const res = await history(nosy.headers, payer.user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only see your own payments.');
  });

  it("shows an admin anyone's history by email", async () => {
    const payer = await signedInAs(t.app);
    await buyPlan(t.app, payer, 'platinum');
    const admin = await signedInAs(t.app, { role: 'admin' });
    const res = await history(admin.headers, payer.user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { package: 'Platinum', amount: 599, email: payer.user.email },
    ]);
    expect((await history(admin.headers, 'nobody@example.com')).json()).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await history({})).statusCode).toBe(401);
  });
});
