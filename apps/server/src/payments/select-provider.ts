import type { Executor } from '../db/client';
import type { Env } from '../env';
import { createStripeProvider, type StripeProvider } from './stripe';
import { createTestProcessor, type TestProcessor } from './test-processor';

/** Stripe when the configuration chose it (its keys are set); the built-in test processor otherwise. */
export function selectPaymentProvider(env: Env, db: Executor): TestProcessor | StripeProvider {
  if (env.PAYMENTS === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider(
      {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      },
      db,
    );
  }
  return createTestProcessor(db);
}
