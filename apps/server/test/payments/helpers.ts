import type { PaymentIntent } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Executor } from '../../src/db/client';
import { payments, user } from '../../src/db/schema';
import type { SignedIn } from '../factories/users';

const nextYear = (new Date().getUTCFullYear() + 3) % 100;
export const validExpiry = `12/${String(nextYear).padStart(2, '0')}`;

export const card = (number: string, overrides: { expiry?: string; cvc?: string } = {}) => ({
  number,
  expiry: overrides.expiry ?? validExpiry,
  cvc: overrides.cvc ?? '123',
});

export const SUCCESS_CARD = card('4242 4242 4242 4242');

export async function startPayment(
  app: App,
  who: SignedIn,
  plan = 'silver',
): Promise<PaymentIntent> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: who.headers,
    payload: { plan },
  });
  if (res.statusCode !== 200)
    throw new Error(`create-payment-intent answered ${res.statusCode}: ${res.body}`);
  return res.json<PaymentIntent>();
}

export function confirmCard(
  app: App,
  who: SignedIn,
  intent: PaymentIntent,
  details = SUCCESS_CARD,
) {
  return app.inject({
    method: 'POST',
    url: `/api/payment-intents/${intent.paymentIntentId}/confirm`,
    headers: who.headers,
    payload: { clientSecret: intent.clientSecret, card: details },
  });
}

/** POST /api/payments as the spec's client sends it, with any field replaced. */
export function postPayment(
  app: App,
  who: SignedIn,
  intent: PaymentIntent,
  overrides: Record<string, unknown> = {},
) {
  const plan = intent.plan;
  return app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: who.headers,
    payload: {
      name: who.user.name,
      email: who.user.email,
      package: plan,
      amount: intent.amount / 100,
      transactionId: intent.paymentIntentId,
      date: new Date().toISOString(),
      ...overrides,
    },
  });
}

/** Creates, confirms with the success card and records a payment. */
export async function buyPlan(app: App, who: SignedIn, plan = 'silver') {
  const intent = await startPayment(app, who, plan);
  const confirmed = await confirmCard(app, who, intent);
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const saved = await postPayment(app, who, intent);
  if (saved.statusCode !== 201)
    throw new Error(`POST /payments answered ${saved.statusCode}: ${saved.body}`);
  return { intent, saved };
}

export async function badgeOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ badge: user.badge }).from(user).where(eq(user.id, userId));
  return row?.badge;
}

export function paymentsOf(db: Executor, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId));
}
