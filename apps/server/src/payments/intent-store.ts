import { and, eq } from 'drizzle-orm';
import type { PaymentIntentStatus, PaymentProviderKind, PlanName } from '@messmate/shared';
import type { Executor } from '../db/client';
import { paymentIntents } from '../db/schema';

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
