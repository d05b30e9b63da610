import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The kitchen's request figures per community day and meal category, kept by triggers on
 * meal_requests and meals in the writing transaction (decision record 0037), so a year's
 * totals read about a thousand rows instead of every request. `category` is the meal's
 * category now ('none' once the meal is deleted), as the figures have always joined it.
 */
export const analyticsRequestDays = pgTable(
  'analytics_request_days',
  {
    communityDay: date('community_day').notNull(),
    category: text('category').notNull(),
    requested: integer('requested').notNull(),
    served: integer('served').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communityDay, t.category] }),
    check(
      'analytics_request_days_category',
      sql`${t.category} in ('Breakfast', 'Lunch', 'Dinner', 'none')`,
    ),
  ],
);

/**
 * How many requests of a community day were served how many whole seconds after they were
 * made: the median and 90th percentile come from these counts exactly, to the second.
 */
export const analyticsServeWaits = pgTable(
  'analytics_serve_waits',
  {
    communityDay: date('community_day').notNull(),
    waitSeconds: integer('wait_seconds').notNull(),
    served: integer('served').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityDay, t.waitSeconds] })],
);
