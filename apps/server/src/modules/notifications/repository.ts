import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, session, user } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'kind' | 'title' | 'body' | 'link'
>;

/** (created_at, id) of the user's notification `id`: the keyset position a page starts after. */
function positionOf(userId: string, id: string) {
  return sql`(select c.created_at, c.id from ${notifications} c where c.id = ${id} and c.user_id = ${userId})`;
}

const ownedBy = (userId: string) => eq(notifications.userId, userId);

export const notificationsRepository = {
  async insert(db: Executor, rows: readonly NewNotificationRow[]) {
    if (rows.length === 0) return [];
    return db
      .insert(notifications)
      .values([...rows])
      .returning({ id: notifications.id, userId: notifications.userId });
  },

  /** Newest first, strictly older than the notification `before` when given. */
  listNewestFirst(
    db: Executor,
    userId: string,
    { before, limit }: { before?: string; limit: number },
  ) {
    const position = sql`(${notifications.createdAt}, ${notifications.id})`;
    return db
      .select()
      .from(notifications)
      .where(
        and(ownedBy(userId), before ? sql`${position} < ${positionOf(userId, before)}` : undefined),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  /** Oldest first, strictly newer than the notification `after`: what a reconnecting stream missed. */
  listNewerThan(db: Executor, userId: string, after: string, limit: number) {
    const position = sql`(${notifications.createdAt}, ${notifications.id})`;
    return db
      .select()
      .from(notifications)
      .where(and(ownedBy(userId), sql`${position} > ${positionOf(userId, after)}`))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(limit);
  },

  async findOwn(db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(ownedBy(userId), eq(notifications.id, id)))
      .limit(1);
    return row;
  },

  async countUnread(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(ownedBy(userId), isNull(notifications.readAt)));
    return row?.value ?? 0;
  },

  /** Marks the user's own unread ones among `ids`; someone else's ids match nothing. */
  async markRead(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(ownedBy(userId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },

  async markAllRead(db: Executor, userId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(ownedBy(userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  /** SHA-256 (hex) of the tokens of these users' sessions that have not expired. */
  async liveSessionHashes(db: Executor, userIds: readonly string[]): Promise<string[]> {
    const rows = await db
      .select({
        hash: sql<string>`encode(sha256(convert_to(${session.token}, 'UTF8')), 'hex')`,
      })
      .from(session)
      .where(and(inArray(session.userId, [...userIds]), sql`${session.expiresAt} > now()`));
    return rows.map((row) => row.hash);
  },

  async adminIds(db: Executor): Promise<string[]> {
    const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    return rows.map((row) => row.id);
  },
};
