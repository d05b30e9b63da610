import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentStore } from '../../src/payments/intent-store';
import { signedInAs } from '../factories/users';
import type { TestApp } from '../helpers/test-app';
import type { FakeStripe } from './fake-stripe';
import { badgeOf, paymentsOf, postPayment, startPayment } from './helpers';
import { startStripeTestApp, type StripeTestApp } from './stripe-test-app';

const SECRET_KEY = 'sk_test_messmate_fake';
const WEBHOOK_SECRET = 'whsec_messmate_fake';

let started: StripeTestApp;
let t: TestApp;
let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  started = await startStripeTestApp({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_messmate_fake',
    webhookSecret: WEBHOOK_SECRET,
  });
  ({ t, fake, stripe } = started);
});
afterAll(() => started.close());

function webhook(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const succeededEvent = (intentId: string) =>
  JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...fake.intents.get(intentId) } },
  });

describe('with Stripe configured', () => {
  it('tells the browser to use Stripe with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_messmate_fake' });
  });

  it('creates a PaymentIntent in BDT for price × 100 with the user and plan in its metadata', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident, 'gold');
    expect(intent.paymentIntentId).toMatch(/^pi_fake_/);
    expect(fake.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 39900,
      currency: 'bdt',
      client_secret: intent.clientSecret,
      metadata: { userId: resident.user._id, plan: 'Gold' },
    });
    expect(await intentStore.find(t.db, intent.paymentIntentId)).toMatchObject({
      provider: 'stripe',
      userId: resident.user._id,
    });
  });

  it('records a payment only after Stripe itself reports it succeeded', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident, 'silver');
    const early = await postPayment(t.app, resident, intent);
    expect(early.statusCode).toBe(409);

    await expect(
      stripe.paymentIntents.confirm(intent.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow('Your card was declined.');
    expect((await postPayment(t.app, resident, intent)).statusCode).toBe(409);

    await stripe.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    const requestsBefore = fake.requests.length;
    const saved = await postPayment(t.app, resident, intent);
    expect(saved.statusCode).toBe(201);
    expect(fake.requests.slice(requestsBefore)).toContainEqual({
      method: 'GET',
      path: `/v1/payment_intents/${intent.paymentIntentId}`,
    });
    expect(await badgeOf(t.db, resident.user._id)).toBe('Silver');
    expect((await intentStore.find(t.db, intent.paymentIntentId))?.status).toBe('succeeded');
  });

  it('refuses a Stripe intent whose amount was changed behind our back', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident, 'platinum');
    await stripe.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    const live = fake.intents.get(intent.paymentIntentId);
    if (live) live.amount = 100;
    const res = await postPayment(t.app, resident, intent);
    expect(res.statusCode).toBe(409);
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(0);
  });

  it("opens the page's CSP to Stripe.js, its frames and its API", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('has no test-processor confirmation', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment-intents/${intent.paymentIntentId}/confirm`,
      headers: resident.headers,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident, 'gold');
    await stripe.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    const payload = succeededEvent(intent.paymentIntentId);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const res = await webhook(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The webhook signature does not match.');
    const tampered = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload.replace('Gold', 'Platinum'), tampered)).statusCode).toBe(400);
    expect((await webhook(payload, '')).statusCode).toBe(400);
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(0);
    expect(await badgeOf(t.db, resident.user._id)).toBe('Bronze');
  });

  it('fulfils a signed payment_intent.succeeded exactly like POST /payments, once', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident, 'gold');
    await stripe.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    const payload = succeededEvent(intent.paymentIntentId);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await webhook(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await badgeOf(t.db, resident.user._id)).toBe('Gold');

    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const fromBrowser = await postPayment(t.app, resident, intent);
    expect(fromBrowser.statusCode).toBe(200);
    expect(fromBrowser.json().created).toBe(false);
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(1);
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer', id: 'cus_1' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
  });
});
