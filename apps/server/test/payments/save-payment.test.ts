import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { badgeOf, buyPlan, confirmCard, paymentsOf, postPayment, startPayment } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidIntent(plan = 'silver') {
  const resident = await signedInAs(t.app);
  const intent = await startPayment(t.app, resident, plan);
  expect((await confirmCard(t.app, resident, intent)).statusCode).toBe(200);
  return { resident, intent };
}

describe('POST /api/payments', () => {
  it('takes name and email from the session, not the body, and tells the payer', async () => {
    const { resident, intent } = await paidIntent();
    const res = await postPayment(t.app, resident, intent, {
      name: 'Someone Else',
      email: 'else@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({
      name: resident.user.name,
      email: resident.user.email,
    });
    const notes = await t.db.select().from(notifications);
    expect(notes.filter((note) => note.userId === resident.user._id)).toMatchObject([
      { kind: 'membership_activated', title: 'Silver package activated!' },
    ]);
  });

  it('refuses a tampered amount or package without a change', async () => {
    const { resident, intent } = await paidIntent('gold');
    for (const overrides of [
      { amount: 199 },
      { amount: 39900 },
      { package: 'Platinum', amount: 599 },
    ]) {
      const res = await postPayment(t.app, resident, intent, overrides);
      expect(res.statusCode).toBe(400);
    }
    expect((await postPayment(t.app, resident, intent, { amount: 1 })).json().message).toBe(
      'The amount does not match the Gold package price (৳399).',
    );
    expect(await badgeOf(t.db, resident.user._id)).toBe('Bronze');
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(0);
  });

  it("refuses someone else's intent, even one that succeeded", async () => {
    const { resident, intent } = await paidIntent();
    const thief = await signedInAs(t.app);
    const res = await postPayment(t.app, thief, intent);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This payment was started by another account.');
    expect(await badgeOf(t.db, thief.user._id)).toBe('Bronze');
    expect(await paymentsOf(t.db, thief.user._id)).toHaveLength(0);
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(0);
  });

  it('refuses an intent that has not succeeded, and one that does not exist', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident);
    const open = await postPayment(t.app, resident, intent);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(
      'This payment has not gone through (status: requires_payment_method). Nothing was recorded.',
    );
    const missing = await postPayment(t.app, resident, {
      ...intent,
      paymentIntentId: 'pi_test_made_up',
    });
    expect(missing.statusCode).toBe(404);
    expect(await badgeOf(t.db, resident.user._id)).toBe('Bronze');
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(0);
  });

  it('answers a replayed transaction id with the first record and never a second row', async () => {
    const { resident, intent } = await paidIntent();
    const first = await postPayment(t.app, resident, intent);
    const again = await postPayment(t.app, resident, intent);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      insertedId: first.json().insertedId,
      badge: 'Silver',
    });
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(1);
  });

  it('records concurrent posts of one transaction id exactly once', async () => {
    const { resident, intent } = await paidIntent('platinum');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postPayment(t.app, resident, intent)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().insertedId)).size).toBe(1);
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(1);
    expect(await badgeOf(t.db, resident.user._id)).toBe('Platinum');
  });

  it('never lowers a badge: a Silver payment started before a Gold one still records, and Gold stays', async () => {
    const member = await signedInAs(t.app);
    const silver = await startPayment(t.app, member, 'silver');
    expect((await confirmCard(t.app, member, silver)).statusCode).toBe(200);
    await buyPlan(t.app, member, 'gold');
    const saved = await postPayment(t.app, member, silver);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ badge: 'Gold', payment: { package: 'Silver' } });
    expect(await badgeOf(t.db, member.user._id)).toBe('Gold');
    expect(await paymentsOf(t.db, member.user._id)).toHaveLength(2);
  });

  it('raises Silver to Platinum', async () => {
    const member = await signedInAs(t.app, { badge: 'Silver' });
    await buyPlan(t.app, member, 'platinum');
    expect(await badgeOf(t.db, member.user._id)).toBe('Platinum');
  });

  it('works with the session cookie as well as the bearer token, and needs one of them', async () => {
    const { resident, intent } = await paidIntent();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { package: 'Silver', amount: 199, transactionId: intent.paymentIntentId },
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: resident.cookie },
      payload: { package: 'silver', amount: 199, transactionId: intent.paymentIntentId },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers a body that is not a payment with a readable 400', async () => {
    const resident = await signedInAs(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: resident.headers,
      payload: { package: 'Silver', amount: 'lots' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The amount must be a number');
  });
});
