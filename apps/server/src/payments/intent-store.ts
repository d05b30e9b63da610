import { and, asc, desc, eq, gt, lt, ne, notExists, sql } from 'drizzle-orm';
import type { PaymentIntentStatus, PaymentProviderKind, PlanName } from '@messmate/shared';
import type { Executor } from '../db/client';
import { payments, paymentIntents } from '../db/schema';

export type StoredIntent = typeof paymentIntents.$inferSelect;

export interface NewStoredIntent {
  id: string;
  provider: PaymentProviderKind;
  userId: string;
  plan: PlanName;
  amountPoisha: number;
  currency: string;
  status: PaymentIntentStatus;
  clientSecret: string;
}

/** Open for a card this long; after it an unpaid intent counts as abandoned. */
export const INTENT_REUSE_HOURS = 24;

const ageLimit = sql`now() - make_interval(hours => ${INTENT_REUSE_HOURS})`;
const notRecorded = notExists(
  sql`(select 1 from ${payments} where ${payments.transactionId} = ${paymentIntents.id})`,
);

export interface IntentWanted {
  provider: PaymentProviderKind;
  userId: string;
  plan: PlanName;
  amountPoisha: number;
}

/** Our record of every intent: the test processor's whole state, Stripe's mirror. */
export const intentStore = {
  async insert(db: Executor, intent: NewStoredIntent): Promise<StoredIntent> {
    const [row] = await db.insert(paymentIntents).values(intent).returning();
    if (!row) throw new Error(`payment intent ${intent.id} was not stored`);
    return row;
  },

  async find(db: Executor, id: string): Promise<StoredIntent | undefined> {
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
    return row;
  },

  async setStatus(db: Executor, id: string, status: PaymentIntentStatus): Promise<void> {
    await db.update(paymentIntents).set({ status }).where(eq(paymentIntents.id, id));
  },

  /** Records a refused card; the intent stays open for another try, as Stripe's does. */
  async recordCardError(db: Executor, id: string, code: string, message: string): Promise<void> {
    await db
      .update(paymentIntents)
      .set({ status: 'requires_payment_method', lastErrorCode: code, lastErrorMessage: message })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment_method')));
  },

  /** The caller's newest intent for this plan and amount still waiting for a card, if recent. */
  async findOpen(db: Executor, wanted: IntentWanted): Promise<StoredIntent | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userId, wanted.userId),
          eq(paymentIntents.provider, wanted.provider),
          eq(paymentIntents.plan, wanted.plan),
          eq(paymentIntents.amountPoisha, wanted.amountPoisha),
          eq(paymentIntents.status, 'requires_payment_method'),
          gt(paymentIntents.createdAt, ageLimit),
          notRecorded,
        ),
      )
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1);
    return row;
  },

  /** The user's intents older than the reuse window that neither succeeded nor were recorded. */
  listAbandoned(
    db: Executor,
    { userId, provider, limit }: { userId: string; provider: PaymentProviderKind; limit: number },
  ): Promise<StoredIntent[]> {
    return db
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userId, userId),
          eq(paymentIntents.provider, provider),
          ne(paymentIntents.status, 'succeeded'),
          lt(paymentIntents.createdAt, ageLimit),
          notRecorded,
        ),
      )
      .orderBy(asc(paymentIntents.createdAt))
      .limit(limit);
  },

  /**
   * Deletes an intent unless it succeeded or was recorded, in one statement: a confirmation
   * racing it either lands first (and the row stays) or finds the row gone.
   */
  async deleteUnconsumed(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(paymentIntents)
      .where(and(eq(paymentIntents.id, id), ne(paymentIntents.status, 'succeeded'), notRecorded))
      .returning({ id: paymentIntents.id });
    return rows.length === 1;
  },

  /** Moves an open intent to succeeded; false when another confirmation got there first. */
  async markSucceeded(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .update(paymentIntents)
      .set({ status: 'succeeded', lastErrorCode: null, lastErrorMessage: null })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment_method')))
      .returning({ id: paymentIntents.id });
    return rows.length === 1;
  },
};
