import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { mealCategory } from './meals';

/**
 * A week's menu published to the residents (Monday to Sunday). Publishing again after the plan
 * changed adds a row and tells everyone again; `menu_digest` is the plan as it was told, so the
 * same plan is never told twice (a double click, two admins at once).
 */
export const menuPublications = pgTable(
  'menu_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Monday of the week. */
    weekStart: date('week_start').notNull(),
    /** SHA-256 (hex) of the week's sittings, notes and dishes when it was published. */
    menuDigest: text('menu_digest').notNull(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('menu_publications_week_idx').on(t.weekStart, t.publishedAt.desc())],
);

/** Residents who asked for a push before each sitting's cut-off (the bell's switch). */
export const cutoffReminderOptIns = pgTable('cutoff_reminder_opt_ins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * One row per resident and sitting whose cut-off reminder was claimed: an instance inserts the
 * row first (ON CONFLICT DO NOTHING) and sends only if the row is its own, so a reminder goes out
 * at most once however many instances run. Rows older than a week are pruned.
 */
export const cutoffRemindersSent = pgTable(
  'cutoff_reminders_sent',
  {
    date: date('date').notNull(),
    sitting: mealCategory('sitting').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.sitting, t.userId] }),
    index('cutoff_reminders_sent_user_idx').on(t.userId),
  ],
);
