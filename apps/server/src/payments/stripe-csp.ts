import type { Env } from '../env';

export interface CspAdditions {
  script: string[];
  frame: string[];
  connect: string[];
}

/** What Stripe.js needs in the page's CSP; nothing at all unless Stripe is configured. */
export function stripeCspSources(env: Env): CspAdditions {
  if (env.PAYMENTS !== 'stripe' || !env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)
    return { script: [], frame: [], connect: [] };
  return {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}
