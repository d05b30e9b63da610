import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
}

export interface StripeTestApp {
  t: TestApp;
  fake: FakeStripe;
  /** The official client pointed at the fake, for the test to act as the browser does. */
  stripe: Stripe;
  close(): Promise<void>;
}

/** The real app configured for Stripe, talking to a fake Stripe that knows the same keys. */
export async function startStripeTestApp(keys: StripeKeys): Promise<StripeTestApp> {
  const fake = await startFakeStripe(keys.secretKey);
  const t = await createTestApp({
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    ...(keys.webhookSecret ? { STRIPE_WEBHOOK_SECRET: keys.webhookSecret } : {}),
    STRIPE_API_BASE: fake.url,
  });
  const url = new URL(fake.url);
  // The test's own client plays the browser's part: confirming the card with Stripe.
  const stripe = new Stripe(keys.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    t,
    fake,
    stripe,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
