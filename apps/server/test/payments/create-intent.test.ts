import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let resident: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  resident = await signedInAs(t.app);
});
afterAll(() => t.close());

const create = (payload: unknown, headers: Record<string, string> = resident.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers,
    payload: payload as object,
  });

describe('POST /api/create-payment-intent', () => {
  it('prices the plan on the server: price × 100 in BDT, tied to the caller and plan', async () => {
    const res = await create({ plan: 'gold' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: 39900, currency: 'bdt', plan: 'Gold' });
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_`));
    const rows = await t.db.select().from(paymentIntents);
    expect(rows.find((row) => row.id === body.paymentIntentId)).toMatchObject({
      userId: resident.user._id,
      plan: 'Gold',
      amountPoisha: 39900,
      status: 'requires_payment_method',
      provider: 'test',
    });
  });

  it("accepts the spec client's amount when it matches, and the amount alone picks the plan", async () => {
    expect((await create({ plan: 'Silver', amount: 19900 })).json()).toMatchObject({
      plan: 'Silver',
      amount: 19900,
    });
    expect((await create({ amount: 59900 })).json()).toMatchObject({
      plan: 'Platinum',
      amount: 59900,
    });
  });

  it('refuses an amount that is not the price × 100, and creates nothing', async () => {
    const before = (await t.db.select().from(paymentIntents)).length;
    const res = await create({ plan: 'platinum', amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(res.json().message).toContain('৳599');
    expect((await create({ amount: 12345 })).statusCode).toBe(400);
    expect((await create({ plan: 'gold', amount: 399 })).statusCode).toBe(400);
    expect(await t.db.select().from(paymentIntents)).toHaveLength(before);
  });

  it('refuses an unknown plan and an empty body with a plain message', async () => {
    const unknown = await create({ plan: 'bronze' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "There is no 'bronze' plan. Choose Silver, Gold or Platinum.",
    );
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a plan: Silver, Gold or Platinum');
  });

  it('needs a signed-in caller', async () => {
    const res = await create({ plan: 'silver' }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/payment-config', () => {
  it('says the built-in test processor is on when Stripe is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'test' });
  });

  it('has no Stripe webhook when Stripe is off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Stripe is not configured on this server.');
  });

  it('keeps the CSP closed to Stripe when Stripe is off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
  });
});

describe('the OpenAPI document', () => {
  it('describes every payment route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/payment-config',
      '/api/create-payment-intent',
      '/api/payment-intents/{id}/confirm',
      '/api/payments',
      '/api/payments/webhook',
    ]) {
      expect(paths).toContain(path);
    }
    const save = res.json().paths['/api/payments'].post;
    expect(Object.keys(save.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '403', '404', '409']),
    );
  });

  it("refuses a plan at or below the caller's badge with 409, naming the upgrades, and starts nothing", async () => {
    const gold = await signedInAs(t.app, { badge: 'Gold' });
    const before = (await t.db.select().from(paymentIntents)).length;
    const same = await create({ plan: 'gold' }, gold.headers);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      code: 'PLAN_NOT_AN_UPGRADE',
      message:
        'You already have the Gold badge, so buying it again would add nothing. You can upgrade to Platinum.',
    });
    const lower = await create({ amount: 19900 }, gold.headers);
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(
      'You already have the Gold badge, so Silver would add nothing. You can upgrade to Platinum.',
    );
    const platinum = await signedInAs(t.app, { badge: 'Platinum' });
    expect((await create({ plan: 'platinum' }, platinum.headers)).json().message).toBe(
      'You already have the Platinum badge, so buying it again would add nothing. Platinum is the highest badge: there is nothing more to buy.',
    );
    expect(await t.db.select().from(paymentIntents)).toHaveLength(before);
    expect((await create({ plan: 'platinum' }, gold.headers)).statusCode).toBe(200);
  });
});
