import { boolean, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';
import { meals } from './meals';
import { mealRequests } from './requests';

export const supportTopic = pgEnum('support_topic', [
  'food',
  'request',
  'payment',
  'account',
  'other',
]);
export const supportStatus = pgEnum('support_status', ['open', 'answered', 'closed']);
export const supportPriority = pgEnum('support_priority', ['priority', 'standard']);

export const supportThreads = pgTable(
  'support_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    topic: supportTopic('topic').notNull(),
    subject: text('subject').notNull(),
    status: supportStatus('status').default('open').notNull(),
    /** Fixed when the thread is opened, from the author's badge then. */
    priority: supportPriority('priority').notNull(),
    authorBadge: text('author_badge').notNull(),
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => mealRequests.id, { onDelete: 'set null' }),
    /** Kept when the meal or request is deleted, so the thread still says what it was about. */
    aboutTitle: text('about_title'),
    imageUrl: text('image_url'),
    /** The calendar day in the community's time zone it was opened, for the daily limit. */
    communityDay: date('community_day').notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_threads_user_day_idx').on(t.userId, t.communityDay),
    index('support_threads_queue_idx').on(t.priority, t.waitingSince),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    fromKitchen: boolean('from_kitchen').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_thread_idx').on(t.threadId, t.createdAt)],
);
