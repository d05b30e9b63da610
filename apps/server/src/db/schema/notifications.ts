import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** request_served, membership_activated, upcoming_published, new_meal_in_category, new_request… */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the app to open, e.g. /meals/{id}. */
    link: text('link'),
    /**
     * The meal request a new_request notification is about (no foreign key: a cancelled request
     * is deleted, and its notification stays, reworded as resolved).
     */
    requestId: uuid('request_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The order notes were written in (decision 0050): created_at ties within one transaction,
     * and within one millisecond on PGlite, so replay and paging go by this instead.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    // The bell's unread count: only unread rows, so it stays small however much is read.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null`),
  ],
);
