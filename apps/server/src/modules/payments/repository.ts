import { and, desc, eq, inArray } from 'drizzle-orm';
import { BADGES, badgeRank, type PlanName } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { payments, user } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = Pick<
  PaymentRow,
  'userId' | 'name' | 'email' | 'package' | 'amountPoisha' | 'transactionId'
>;

export const paymentsRepository = {
  /** Inserts the payment unless its transaction is already recorded; undefined then. */
  async insertOnce(db: Executor, payment: NewPaymentRow): Promise<PaymentRow | undefined> {
    const [row] = await db
      .insert(payments)
      .values(payment)
      .onConflictDoNothing({ target: payments.transactionId })
      .returning();
    return row;
  },

  async findByTransactionId(db: Executor, transactionId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, transactionId))
      .limit(1);
    return row;
  },

  listByUser(db: Executor, userId: string): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.paidAt), desc(payments.id));
  },

  async findUser(db: Executor, id: string) {
    const [row] = await db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        badge: user.badge,
        role: user.role,
      })
      .from(user)
      .where(eq(user.id, id))
      .limit(1);
    return row;
  },

  /** Sets the badge to the plan's only when that is a step up; true when it changed. */
  async raiseBadge(db: Executor, userId: string, plan: PlanName): Promise<boolean> {
    const lower = BADGES.filter((badge) => badgeRank(badge) < badgeRank(plan));
    const rows = await db
      .update(user)
      .set({ badge: plan })
      .where(and(eq(user.id, userId), inArray(user.badge, lower)))
      .returning({ id: user.id });
    return rows.length === 1;
  },
};
