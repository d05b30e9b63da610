import type {
  ConfirmedPaymentIntent,
  ConfirmTestPaymentBody,
  CreatePaymentIntentBody,
  Payment,
  PaymentConfig,
  PaymentIntent,
  PaymentListQuery,
  SavePaymentBody,
  SavePaymentResult,
} from '@messmate/shared';
import { badgeRank } from '@messmate/shared';
import { notAnUpgradeWording } from '@messmate/shared/upgrades';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../access/caller';
import { ownerOrAdminScope, type OwnRowsRule } from '../../access/owner-or-admin';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { intentStore } from '../../payments/intent-store';
import type { StripeProvider } from '../../payments/stripe';
import type { TestProcessor } from '../../payments/test-processor';
import { recordPayment, type Fulfilment } from './fulfil';
import { discardAbandonedIntents, reusableIntent } from './intent-reuse';
import { planPricePoisha, toPayment } from './present';
import { resolvePlan } from './pricing';
import { paymentsRepository } from './repository';
import { confirmWithProvider, findOwnIntent } from './verify-intent';

export type Provider = TestProcessor | StripeProvider;

/** The caller's own payments; ?email= names someone else's (admins). */
const PAYMENT_LIST: OwnRowsRule = {
  withoutEmail: 'own',
  othersRefused: {
    message: { en: 'You can only see your own payments.', bn: 'আপনি শুধু নিজের পেমেন্ট দেখতে পারেন।' },
    code: 'NOT_YOUR_PAYMENTS',
  },
};

export function paymentConfig(provider: Provider): PaymentConfig {
  return provider.kind === 'stripe'
    ? { provider: 'stripe', publishableKey: provider.publishableKey }
    : { provider: 'test' };
}

/** The caller's open intent for this plan, or a new one; old abandoned ones are dropped. */
export async function createPaymentIntent(
  db: Database,
  provider: Provider,
  caller: Caller,
  body: CreatePaymentIntentBody,
  log: FastifyBaseLogger,
): Promise<PaymentIntent> {
  const plan = resolvePlan(body);
  // Paying for a badge one has (or is above) buys nothing: refused before any charge.
  if (badgeRank(plan.name) <= badgeRank(caller.badge)) {
    throw conflict(notAnUpgradeWording(caller.badge, plan), 'PLAN_NOT_AN_UPGRADE');
  }
  const wanted = {
    userId: caller.id,
    plan: plan.name,
    amountPoisha: planPricePoisha(plan.price),
  };
  const intent =
    (await reusableIntent(db, provider, { provider: provider.kind, ...wanted })) ??
    (await provider.createIntent(wanted));
  await discardAbandonedIntents(db, provider, caller.id, log);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountPoisha,
    currency: 'bdt',
    plan: plan.name,
  };
}

export async function confirmTestPayment(
  provider: Provider,
  caller: Caller,
  intentId: string,
  body: ConfirmTestPaymentBody,
): Promise<ConfirmedPaymentIntent> {
  if (provider.kind !== 'test') {
    throw notFound(
      {
        en: 'Cards are confirmed with Stripe on this server, not here.',
        bn: 'এই সার্ভারে কার্ড Stripe দিয়ে নিশ্চিত হয়, এখানে নয়।',
      },
      'TEST_PROCESSOR_OFF',
    );
  }
  const intent = await provider.confirm(intentId, { userId: caller.id, ...body });
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amountPoisha,
    currency: intent.currency,
  };
}

function toResult({ payment, created, badge }: Fulfilment): SavePaymentResult {
  return {
    acknowledged: true,
    insertedId: payment.id,
    created,
    badge,
    payment: toPayment(payment),
  };
}

export async function savePayment(
  db: Database,
  provider: Provider,
  caller: Caller,
  body: SavePaymentBody,
): Promise<SavePaymentResult> {
  const verified = await findOwnIntent(db, body.transactionId, caller.id);
  const { plan } = verified;
  if (body.package.toLowerCase() !== plan.name.toLowerCase()) {
    throw badRequest(
      {
        en: `This payment was for the ${plan.name} package, not ${body.package}.`,
        bn: `এই পেমেন্ট ${plan.name} প্যাকেজের জন্য ছিল, ${body.package}-এর জন্য নয়।`,
      },
      'PACKAGE_MISMATCH',
    );
  }
  if (body.amount !== plan.price) {
    throw badRequest(
      {
        en: `The amount does not match the ${plan.name} package price (৳${plan.price}).`,
        bn: `পরিমাণটি ${plan.name} প্যাকেজের দামের (৳${plan.price}) সাথে মেলে না।`,
      },
      'AMOUNT_MISMATCH',
    );
  }
  await confirmWithProvider(provider, verified);
  return toResult(
    await recordPayment(db, { userId: caller.id, plan, transactionId: verified.intent.id }),
  );
}

/** A verified Stripe event for a succeeded intent: recorded exactly as POST /payments would. */
export async function fulfilFromWebhook(
  db: Database,
  provider: Provider,
  intentId: string,
): Promise<void> {
  const owner = (await intentStore.find(db, intentId))?.userId;
  // An intent this server never created (another app on the same Stripe account) is not ours to record.
  if (!owner) return;
  const verified = await findOwnIntent(db, intentId, owner);
  await confirmWithProvider(provider, verified);
  await recordPayment(db, { userId: owner, plan: verified.plan, transactionId: intentId });
}

export async function listPayments(
  db: Database,
  caller: Caller,
  query: PaymentListQuery,
): Promise<Payment[]> {
  const scope = await ownerOrAdminScope(db, caller, query.email, PAYMENT_LIST);
  if (scope.kind === 'nobody') return [];
  return (await paymentsRepository.listByUser(db, scope.userId)).map(toPayment);
}
