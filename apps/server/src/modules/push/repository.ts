import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const pushRepository = {
  /** One row per endpoint: a browser that signs in as someone else now pushes to them. */
  async upsert(
    db: Executor,
    row: { userId: string; endpoint: string; p256dh: string; auth: string },
  ) {
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
      });
  },

  async deleteOwn(db: Executor, userId: string, endpoint: string): Promise<number> {
    const deleted = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return deleted.length;
  },

  listForUser(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  async deleteById(db: Executor, id: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },
};
