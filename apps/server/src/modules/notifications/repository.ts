import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notExists,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Language, MealCategory } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { rowsOf } from '../../db/rows-of';
import { mealRequests, meals, notifications, session, user } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'kind' | 'title' | 'body' | 'link' | 'requestId'
>;
/** A notification's words in every language; each row is stored in its owner's. */
type WordsInEvery = Record<Language, Pick<NewNotificationRow, 'title' | 'body'>>;
export type NewWordedNotification = Pick<
  NewNotificationRow,
  'userId' | 'kind' | 'link' | 'requestId'
> & {
  words: WordsInEvery;
};

/** The owner's language picks the words: Bangla for 'bn', English otherwise (null: not chosen). */
const inOwnersLanguage = (language: SQL, bn: string, en: string) =>
  sql`case when ${language} = 'bn' then ${bn}::text else ${en}::text end`;

/**
 * The write-order number (seq) of the user's notification `id`: the keyset position a page or a
 * replay starts after. Someone else's id has none, and then nothing is after or before it.
 */
function positionOf(userId: string, id: string) {
  return sql`(select c.seq from ${notifications} c where c.id = ${id} and c.user_id = ${userId})`;
}

const ownedBy = (userId: string) => eq(notifications.userId, userId);

function countUnreadQuery(db: Executor, userId: string | Placeholder) {
  return db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export const notificationsRepository = {
  /** One statement: each row worded in its owner's language, read as it is inserted. */
  async insert(
    db: Executor,
    rows: readonly NewWordedNotification[],
  ): Promise<{ id: string; userId: string }[]> {
    if (rows.length === 0) return [];
    const languageOf = (userId: string) =>
      sql`(select ${user.language} from ${user} where ${user.id} = ${userId})`;
    return db
      .insert(notifications)
      .values(
        rows.map(({ words, ...row }) => ({
          ...row,
          title: inOwnersLanguage(languageOf(row.userId), words.bn.title, words.en.title),
          body: inOwnersLanguage(languageOf(row.userId), words.bn.body, words.en.body),
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
  },

  /**
   * The same notification for every resident (role student), worded in the language each one
   * chose (English until they choose): one statement however many residents there are.
   */
  async insertForResidents(
    tx: Executor,
    texts: Record<Language, Pick<NewNotificationRow, 'kind' | 'title' | 'body' | 'link'>>,
  ): Promise<{ id: string; userId: string }[]> {
    const { en, bn } = texts;
    const worded = (field: 'title' | 'body') =>
      sql`case when ${user.language} = 'bn' then ${bn[field]}::text else ${en[field]}::text end`;
    const rows = await rowsOf<{ id: string; user_id: string }>(
      tx,
      sql`
      insert into ${notifications} (user_id, kind, title, body, link)
      select ${user.id}, ${en.kind}::text, ${worded('title')}, ${worded('body')}, ${en.link}::text
      from ${user} where ${user.role} = 'student'
      returning id, user_id`,
    );
    return rows.map((row) => ({ id: row.id, userId: row.user_id }));
  },

  /** Newest first (last written first), strictly older than the notification `before` when given. */
  listNewestFirst(
    db: Executor,
    userId: string,
    { before, limit }: { before?: string; limit: number },
  ) {
    return db
      .select()
      .from(notifications)
      .where(
        and(
          ownedBy(userId),
          before ? sql`${notifications.seq} < ${positionOf(userId, before)}` : undefined,
        ),
      )
      .orderBy(desc(notifications.seq))
      .limit(limit);
  },

  /** In write order, strictly after the notification `after`: what a reconnecting stream missed. */
  listNewerThan(db: Executor, userId: string, after: string, limit: number) {
    return db
      .select()
      .from(notifications)
      .where(and(ownedBy(userId), sql`${notifications.seq} > ${positionOf(userId, after)}`))
      .orderBy(asc(notifications.seq))
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

  /** New words for the notifications about this request, read from now on; whose they were. */
  async reword(
    tx: Executor,
    requestId: string,
    { words, link }: { words: WordsInEvery; link: string | null },
  ): Promise<string[]> {
    const language = sql`(select ${user.language} from ${user} where ${user.id} = ${notifications.userId})`;
    const rows = await tx
      .update(notifications)
      .set({
        title: inOwnersLanguage(language, words.bn.title, words.en.title),
        body: inOwnersLanguage(language, words.bn.body, words.en.body),
        link,
        readAt: sql`coalesce(${notifications.readAt}, now())`,
      })
      .where(eq(notifications.requestId, requestId))
      .returning({ userId: notifications.userId });
    return [...new Set(rows.map((row) => row.userId))];
  },

  /** The bell's number, prepared once: an index-only count on notifications_unread_idx. */
  async countUnread(db: Executor, userId: string): Promise<number> {
    const [row] = await preparedOnce(db, 'notifications_unread', (executor) =>
      countUnreadQuery(executor, sql.placeholder('userId')).prepare('notifications_unread'),
    ).execute({ userId });
    return row?.value ?? 0;
  },

  /** The count with its value in place, unexecuted, so its plan can be inspected. */
  countUnreadQuery(db: Executor, userId: string) {
    return countUnreadQuery(db, userId);
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

  /** Holds `kind`'s transaction-wide lock: writers of that kind take turns until they commit. */
  async lockKind(tx: Executor, kind: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
  },

  /**
   * Everyone who has requested another meal of this category and has had no `kind`
   * notification yet on today's calendar day in the time zone.
   */
  async categoryRequestersNotToldToday(
    tx: Executor,
    meal: { id: string; category: MealCategory },
    kind: string,
    timeZone: string,
  ): Promise<string[]> {
    const alreadyToday = tx
      .select({ one: sql`1` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, mealRequests.userId),
          eq(notifications.kind, kind),
          sql`(${notifications.createdAt} at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`,
        ),
      );
    const rows = await tx
      .selectDistinct({ userId: mealRequests.userId })
      .from(mealRequests)
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .where(
        and(eq(meals.category, meal.category), ne(meals.id, meal.id), notExists(alreadyToday)),
      );
    return rows.map((row) => row.userId);
  },
};
