import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { paymentIntents } from '../../src/db/schema';
import { intentStore } from '../../src/payments/intent-store';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import type { FakeStripe } from './fake-stripe';
import { buyPlan, confirmCard, card, postPayment, startPayment } from './helpers';
import { startStripeTestApp, type StripeTestApp } from './stripe-test-app';

/** Makes an intent look as if it was started two days ago. */
async function ageIntent(db: Database, id: string) {
  await db
    .update(paymentIntents)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(eq(paymentIntents.id, id));
}

const intentsOf = (db: Database, who: SignedIn) =>
  db.select().from(paymentIntents).where(eq(paymentIntents.userId, who.user._id));

describe('checkout visits with the built-in test processor', SLOW_MACHINE, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SLOW_MACHINE.timeout * 2);
  afterAll(() => t.close());

  it('gives a second visit the same open intent, and another plan or another person their own', async () => {
    const resident = await signedInAs(t.app);
    const first = await startPayment(t.app, resident, 'gold');
    const again = await startPayment(t.app, resident, 'gold');
    expect(again).toEqual(first);

    const byAmount = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: resident.headers,
      payload: { amount: first.amount },
    });
    expect(byAmount.json().paymentIntentId).toBe(first.paymentIntentId);

    const silver = await startPayment(t.app, resident, 'silver');
    expect(silver.paymentIntentId).not.toBe(first.paymentIntentId);
    const neighbour = await startPayment(t.app, await signedInAs(t.app), 'gold');
    expect(neighbour.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await intentsOf(t.db, resident)).toHaveLength(2);
  });

  it('keeps offering an intent after a declined card, as Stripe does, but never one that succeeded', async () => {
    const resident = await signedInAs(t.app);
    const first = await startPayment(t.app, resident, 'silver');
    expect(
      (await confirmCard(t.app, resident, first, card('4000 0000 0000 0002'))).statusCode,
    ).toBe(402);
    expect((await startPayment(t.app, resident, 'silver')).paymentIntentId).toBe(
      first.paymentIntentId,
    );

    expect((await confirmCard(t.app, resident, first)).statusCode).toBe(200);
    const afterPaying = await startPayment(t.app, resident, 'silver');
    expect(afterPaying.paymentIntentId).not.toBe(first.paymentIntentId);
    // The paid one, not yet recorded, is still there to be recorded.
    expect((await postPayment(t.app, resident, first)).statusCode).toBe(201);
  });

  it('drops an abandoned intent a day old when its owner comes back, and keeps paid and recorded ones', async () => {
    const resident = await signedInAs(t.app);
    const abandoned = await startPayment(t.app, resident, 'gold');
    const abandonedOtherPlan = await startPayment(t.app, resident, 'platinum');
    const { intent: recorded } = await buyPlan(t.app, resident, 'silver');
    const paid = await startPayment(t.app, resident, 'platinum');
    expect(paid.paymentIntentId).toBe(abandonedOtherPlan.paymentIntentId);
    expect((await confirmCard(t.app, resident, paid)).statusCode).toBe(200);
    const stillOpen = await startPayment(t.app, resident, 'platinum');
    const neighbour = await signedInAs(t.app);
    const neighbours = await startPayment(t.app, neighbour, 'gold');
    for (const intent of [abandoned, recorded, paid, neighbours])
      await ageIntent(t.db, intent.paymentIntentId);

    const fresh = await startPayment(t.app, resident, 'gold');
    expect(fresh.paymentIntentId).not.toBe(abandoned.paymentIntentId);

    const left = (await intentsOf(t.db, resident)).map((row) => row.id).sort();
    expect(left).toEqual(
      [recorded, paid, stillOpen, fresh].map((intent) => intent.paymentIntentId).sort(),
    );
    // Another person's old intent waits for that person's own next visit.
    expect(await intentStore.find(t.db, neighbours.paymentIntentId)).toBeDefined();
    await startPayment(t.app, neighbour, 'silver');
    expect(await intentStore.find(t.db, neighbours.paymentIntentId)).toBeUndefined();
  });

  it('does not reuse an intent older than a day: it is dropped and a new one made', async () => {
    const resident = await signedInAs(t.app);
    const old = await startPayment(t.app, resident, 'silver');
    await ageIntent(t.db, old.paymentIntentId);
    const next = await startPayment(t.app, resident, 'silver');
    expect(next.paymentIntentId).not.toBe(old.paymentIntentId);
    expect((await intentsOf(t.db, resident)).map((row) => row.id)).toEqual([next.paymentIntentId]);
    // The dropped one can no longer be paid.
    expect((await confirmCard(t.app, resident, old)).statusCode).toBe(404);
  });
});

describe('checkout visits with Stripe', SLOW_MACHINE, () => {
  let started: StripeTestApp;
  let t: TestApp;
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    started = await startStripeTestApp({
      secretKey: 'sk_test_messmate_reuse',
      publishableKey: 'pk_test_messmate_reuse',
    });
    ({ t, fake, stripe } = started);
  }, SLOW_MACHINE.timeout * 2);
  afterAll(() => started.close());

  const creates = () =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

  it('gives a second visit the same Stripe intent after checking with Stripe that it is still open', async () => {
    const resident = await signedInAs(t.app);
    const first = await startPayment(t.app, resident, 'gold');
    const createsBefore = creates();
    const again = await startPayment(t.app, resident, 'gold');
    expect(again).toEqual(first);
    expect(creates()).toBe(createsBefore);
    expect(fake.requests.at(-1)).toEqual({
      method: 'GET',
      path: `/v1/payment_intents/${first.paymentIntentId}`,
    });
  });

  it('makes a new intent once the browser has paid the old one at Stripe, which can still be recorded', async () => {
    const resident = await signedInAs(t.app);
    const first = await startPayment(t.app, resident, 'silver');
    await stripe.paymentIntents.confirm(first.paymentIntentId, { payment_method: 'pm_card_visa' });

    const next = await startPayment(t.app, resident, 'silver');
    expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await intentStore.find(t.db, first.paymentIntentId))?.status).toBe('succeeded');
    expect((await postPayment(t.app, resident, first)).statusCode).toBe(201);
  });

  it('cancels an abandoned intent with Stripe before dropping it, and keeps one Stripe says was paid', async () => {
    const resident = await signedInAs(t.app);
    const abandoned = await startPayment(t.app, resident, 'gold');
    // Paid at Stripe, while our record still says it waits for a card (no webhook, no POST yet).
    const paidBehindOurBack = await startPayment(t.app, resident, 'platinum');
    await stripe.paymentIntents.confirm(paidBehindOurBack.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    expect((await intentStore.find(t.db, paidBehindOurBack.paymentIntentId))?.status).toBe(
      'requires_payment_method',
    );
    await ageIntent(t.db, abandoned.paymentIntentId);
    await ageIntent(t.db, paidBehindOurBack.paymentIntentId);

    await startPayment(t.app, resident, 'silver');

    expect(fake.intents.get(abandoned.paymentIntentId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    expect(await intentStore.find(t.db, abandoned.paymentIntentId)).toBeUndefined();
    expect(fake.intents.get(paidBehindOurBack.paymentIntentId)?.status).toBe('succeeded');
    expect((await intentStore.find(t.db, paidBehindOurBack.paymentIntentId))?.status).toBe(
      'succeeded',
    );
    expect((await postPayment(t.app, resident, paidBehindOurBack)).statusCode).toBe(201);
  });

  it('keeps an old intent Stripe does not know, since nothing proves it dead, and still starts the checkout', async () => {
    const resident = await signedInAs(t.app);
    const unknown = await startPayment(t.app, resident, 'gold');
    fake.intents.delete(unknown.paymentIntentId);
    await ageIntent(t.db, unknown.paymentIntentId);
    const next = await startPayment(t.app, resident, 'gold');
    expect(next.paymentIntentId).not.toBe(unknown.paymentIntentId);
    expect(await intentStore.find(t.db, unknown.paymentIntentId)).toBeDefined();
  });
});
