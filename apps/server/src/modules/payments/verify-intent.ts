import { findPlan, type Plan } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { intentStore, type StoredIntent } from '../../payments/intent-store';
import type { PaymentProvider } from '../../payments/provider';
import { planPricePoisha } from './present';

export interface VerifiedIntent {
  intent: StoredIntent;
  plan: Plan;
}

/** Our own record of the intent, which must be the caller's. */
export async function findOwnIntent(
  db: Executor,
  transactionId: string,
  userId: string,
): Promise<VerifiedIntent> {
  const intent = await intentStore.find(db, transactionId);
  if (!intent)
    throw notFound('No payment with this transaction id was started here.', 'PAYMENT_NOT_FOUND');
  if (intent.userId !== userId)
    throw forbidden('This payment was started by another account.', 'NOT_YOUR_PAYMENT');
  const plan = findPlan(intent.plan);
  if (!plan) throw new Error(`payment intent ${intent.id} names an unknown plan ${intent.plan}`);
  return { intent, plan };
}

/**
 * Asks the card processor itself (never the browser) whether the money arrived: succeeded,
 * the plan's amount in taka, for this user and plan.
 */
export async function confirmWithProvider(
  provider: PaymentProvider,
  { intent, plan }: VerifiedIntent,
) {
  const live = await provider.retrieveIntent(intent.id);
  if (!live) throw notFound('The card processor does not know this payment.', 'PAYMENT_NOT_FOUND');
  if (live.status !== 'succeeded') {
    throw conflict(
      `This payment has not gone through (status: ${live.status}). Nothing was recorded.`,
      'PAYMENT_NOT_SUCCEEDED',
    );
  }
  const rightMoney =
    live.amountPoisha === planPricePoisha(plan.price) && live.currency.toLowerCase() === 'bdt';
  if (!rightMoney || intent.amountPoisha !== live.amountPoisha) {
    throw conflict(
      `The amount paid does not match the ${plan.name} plan's price.`,
      'AMOUNT_MISMATCH',
    );
  }
  if (live.userId !== intent.userId || live.plan !== intent.plan) {
    throw forbidden('This payment was started by another account.', 'NOT_YOUR_PAYMENT');
  }
}
