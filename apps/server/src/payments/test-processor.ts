import { randomBytes } from 'node:crypto';
import type { CardDetails, PaymentIntentStatus } from '@messmate/shared';
import type { Executor } from '../db/client';
import { HttpError } from '../lib/http-error';
import { intentStore, type StoredIntent } from './intent-store';
import type { NewIntent, PaymentProvider, ProviderIntent } from './provider';
import { testCardOutcome } from './test-card-outcome';

const randomToken = (bytes: number) =>
  randomBytes(bytes).toString('base64url').replace(/[-_]/g, '0');

export function toProviderIntent(row: StoredIntent): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountPoisha: row.amountPoisha,
    currency: row.currency,
    userId: row.userId,
    plan: row.plan,
  };
}

const noSuchIntent = (id: string) =>
  new HttpError(404, 'resource_missing', {
    en: `No such payment_intent: '${id}'`,
    bn: `এমন কোনো payment_intent নেই: '${id}'`,
  });

export interface TestConfirmation {
  userId: string;
  clientSecret: string;
  card: CardDetails;
}

export interface TestProcessor extends PaymentProvider {
  readonly kind: 'test';
  confirm(id: string, confirmation: TestConfirmation): Promise<ProviderIntent>;
}

/** Stripe's test mode, kept in payment_intents: no card data is stored, nothing is charged. */
export function createTestProcessor(db: Executor): TestProcessor {
  return {
    kind: 'test' as const,

    async createIntent(intent: NewIntent): Promise<ProviderIntent> {
      const id = `pi_test_${randomToken(18)}`;
      const row = await intentStore.insert(db, {
        id,
        provider: 'test',
        ...intent,
        currency: 'bdt',
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_${randomToken(18)}`,
      });
      return toProviderIntent(row);
    },

    async retrieveIntent(id: string) {
      const row = await intentStore.find(db, id);
      return row && row.provider === 'test' ? toProviderIntent(row) : undefined;
    },

    discardIntent(id: string) {
      return intentStore.deleteUnconsumed(db, id);
    },

    /** What Stripe.js's confirmCardPayment does, with Stripe's answers for its test cards. */
    async confirm(
      id: string,
      { userId, clientSecret, card }: TestConfirmation,
    ): Promise<ProviderIntent> {
      const row = await intentStore.find(db, id);
      // Someone else's intent is reported exactly like a missing one: ids are not to be probed.
      if (
        !row ||
        row.provider !== 'test' ||
        row.userId !== userId ||
        row.clientSecret !== clientSecret
      ) {
        throw noSuchIntent(id);
      }
      if (row.status !== 'requires_payment_method') {
        throw new HttpError(400, 'payment_intent_unexpected_state', {
          en: `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`,
          bn: `এই PaymentIntent নিশ্চিত করা যাবে না, কারণ এর অবস্থা ${row.status}।`,
        });
      }
      const outcome = testCardOutcome(card);
      if (!outcome.ok) {
        await intentStore.recordCardError(db, id, outcome.code, outcome.message.en);
        throw new HttpError(402, outcome.code, outcome.message);
      }
      if (!(await intentStore.markSucceeded(db, id))) {
        throw new HttpError(400, 'payment_intent_unexpected_state', {
          en: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
          bn: 'এই PaymentIntent নিশ্চিত করা যাবে না, কারণ আগেই নিশ্চিত হয়ে এটি সফল হয়েছে।',
        });
      }
      return { ...toProviderIntent(row), status: 'succeeded' };
    },
  };
}
