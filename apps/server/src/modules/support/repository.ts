import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { SupportStatus, SupportTopic } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealRequests, meals, supportMessages, supportThreads, user } from '../../db/schema';

/** Keeps both lists bounded; the status and topic filters narrow them. */
export const SUPPORT_LIST_CAP = 500;

const threadWithAuthor = {
  id: supportThreads.id,
  userId: supportThreads.userId,
  topic: supportThreads.topic,
  subject: supportThreads.subject,
  status: supportThreads.status,
  priority: supportThreads.priority,
  authorBadge: supportThreads.authorBadge,
  name: user.name,
  email: user.email,
  mealId: supportThreads.mealId,
  requestId: supportThreads.requestId,
  aboutTitle: supportThreads.aboutTitle,
  imageUrl: supportThreads.imageUrl,
  waitingSince: supportThreads.waitingSince,
  createdAt: supportThreads.createdAt,
  updatedAt: supportThreads.updatedAt,
};

export type SupportThreadRow = NonNullable<
  Awaited<ReturnType<typeof supportRepository.findThread>>
>;
export type NewSupportThread = typeof supportThreads.$inferInsert;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

export interface ThreadFilters {
  /** One author's threads (newest activity first); without it, everyone's in the kitchen's order. */
  userId?: string;
  status?: SupportStatus;
  topic?: SupportTopic;
}

export const supportRepository = {
  /** The author's row, locked until the transaction ends, so their threads are counted one at a time. */
  async lockAuthor(tx: Executor, userId: string) {
    const [row] = await tx
      .select({ id: user.id, name: user.name, badge: user.badge, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      // Not FOR UPDATE: it would block foreign-key checks on this row (see meal requests).
      .for('no key update');
    return row;
  },

  async countOpenedOnDay(tx: Executor, userId: string, day: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(supportThreads)
      .where(and(eq(supportThreads.userId, userId), eq(supportThreads.communityDay, day)));
    return row?.n ?? 0;
  },

  async findMealTitle(db: Executor, mealId: string) {
    const [row] = await db.select({ title: meals.title }).from(meals).where(eq(meals.id, mealId));
    return row?.title;
  },

  async findRequest(db: Executor, requestId: string) {
    const [row] = await db
      .select({
        userId: mealRequests.userId,
        mealId: mealRequests.mealId,
        title: mealRequests.mealTitle,
      })
      .from(mealRequests)
      .where(eq(mealRequests.id, requestId));
    return row;
  },

  async insertThread(tx: Executor, values: NewSupportThread): Promise<string> {
    const [row] = await tx
      .insert(supportThreads)
      .values(values)
      .returning({ id: supportThreads.id });
    if (!row) throw new Error('support thread insert returned nothing');
    return row.id;
  },

  async insertMessage(tx: Executor, values: NewSupportMessage): Promise<void> {
    await tx.insert(supportMessages).values(values);
  },

  async findThread(db: Executor, id: string) {
    const [row] = await db
      .select(threadWithAuthor)
      .from(supportThreads)
      .innerJoin(user, eq(supportThreads.userId, user.id))
      .where(eq(supportThreads.id, id));
    return row;
  },

  /** The thread's row locked, so a reply and a status change never interleave. */
  async lockThread(tx: Executor, id: string) {
    const [row] = await tx
      .select({
        id: supportThreads.id,
        userId: supportThreads.userId,
        subject: supportThreads.subject,
        status: supportThreads.status,
      })
      .from(supportThreads)
      .where(eq(supportThreads.id, id))
      .for('no key update');
    return row;
  },

  async updateThread(
    tx: Executor,
    id: string,
    changes: { status: SupportStatus; waitingSince?: Date },
  ): Promise<void> {
    await tx.update(supportThreads).set(changes).where(eq(supportThreads.id, id));
  },

  listThreads(db: Executor, { userId, status, topic }: ThreadFilters) {
    const order = userId
      ? [desc(supportThreads.updatedAt), desc(supportThreads.id)]
      : // The kitchen's queue: Gold and Platinum first ('priority' sorts before 'standard'), then the longest waiting.
        [asc(supportThreads.priority), asc(supportThreads.waitingSince), asc(supportThreads.id)];
    return db
      .select(threadWithAuthor)
      .from(supportThreads)
      .innerJoin(user, eq(supportThreads.userId, user.id))
      .where(
        and(
          userId ? eq(supportThreads.userId, userId) : undefined,
          status ? eq(supportThreads.status, status) : undefined,
          topic ? eq(supportThreads.topic, topic) : undefined,
        ),
      )
      .orderBy(...order)
      .limit(SUPPORT_LIST_CAP);
  },

  listMessages(db: Executor, threadId: string) {
    return db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.threadId, threadId))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  },
};
