import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';

// Finding 7 of issue 16: in production without Stripe keys the test card processor came on
// silently, and anyone could buy Platinum with 4242….
describe('the card processor a start chooses', () => {
  it('refuses a production start with neither Stripe keys nor PAYMENTS=test, saying what to set', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS: .*STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.*PAYMENTS=test/,
    );
  });

  it('takes the test processor in production only when asked for', () => {
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS: 'test' }).PAYMENTS).toBe('test');
  });

  it('takes Stripe in production when its keys are set', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(env.PAYMENTS).toBe('stripe');
  });

  it('refuses PAYMENTS=stripe without the keys', () => {
    expect(() => loadEnv({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('keeps the test processor for a newcomer in development with nothing set', () => {
    expect(loadEnv({}).PAYMENTS).toBe('test');
    expect(loadEnv({ NODE_ENV: 'test' }).PAYMENTS).toBe('test');
  });
});
