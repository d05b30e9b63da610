import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions, user } from '../../db/schema';

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

  /** The user's browsers, with the language the user reads. */
  listForUser(db: Executor, userId: string) {
    return db
      .select({ subscription: pushSubscriptions, language: user.language })
      .from(pushSubscriptions)
      .innerJoin(user, eq(user.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.userId, userId));
  },

  /** Every resident's browsers, with the language each resident reads. */
  listForResidents(db: Executor) {
    return db
      .select({ subscription: pushSubscriptions, language: user.language })
      .from(pushSubscriptions)
      .innerJoin(user, eq(user.id, pushSubscriptions.userId))
      .where(eq(user.role, 'student'));
  },

  /** These users' browsers. */
  listForUsers(db: Executor, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
  },

  async deleteById(db: Executor, id: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },
};
