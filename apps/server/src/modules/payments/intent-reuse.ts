import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { intentStore, type IntentWanted } from '../../payments/intent-store';
import type { PaymentProvider, ProviderIntent } from '../../payments/provider';

// Old intents looked at per checkout: a handful, so a visit never waits on a long clean-up.
const DISCARD_PER_VISIT = 5;

/**
 * The caller's recent intent for the same plan and price that is still waiting for a card,
 * as the processor itself sees it now, so each visit to checkout does not open another. One
 * paid for meanwhile (in another tab, or at Stripe ahead of our mirror) is not offered again.
 */
export async function reusableIntent(
  db: Executor,
  provider: PaymentProvider,
  wanted: IntentWanted,
): Promise<ProviderIntent | undefined> {
  const stored = await intentStore.findOpen(db, wanted);
  if (!stored) return undefined;
  const live = await provider.retrieveIntent(stored.id);
  const stillOpen =
    live?.status === 'requires_payment_method' &&
    live.amountPoisha === wanted.amountPoisha &&
    live.currency.toLowerCase() === 'bdt' &&
    live.userId === wanted.userId &&
    live.plan === wanted.plan;
  return stillOpen ? live : undefined;
}

/**
 * Drops the caller's intents abandoned past the reuse window: cancelled with the processor
 * first, and never one that succeeded or was recorded. A failure here only leaves them for
 * the next visit: the checkout the caller asked for goes on.
 */
export async function discardAbandonedIntents(
  db: Executor,
  provider: PaymentProvider,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const abandoned = await intentStore.listAbandoned(db, {
      userId,
      provider: provider.kind,
      limit: DISCARD_PER_VISIT,
    });
    for (const intent of abandoned) await provider.discardIntent(intent.id);
  } catch (error) {
    log.warn({ err: error, userId }, 'abandoned payment intents were not cleaned up');
  }
}
