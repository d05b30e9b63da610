import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { meals } from './meals';

export const requestStatus = pgEnum('request_status', ['pending', 'delivered']);

export const mealRequests = pgTable(
  'meal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    mealTitle: text('meal_title').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: requestStatus('status').default('pending').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).defaultNow().notNull(),
    /** The calendar day in the community's time zone, for the daily request limit. */
    communityDay: date('community_day').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }),
    servedBy: text('served_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('meal_requests_user_day_idx').on(t.userId, t.communityDay),
    index('meal_requests_user_requested_idx').on(t.userId, t.requestedAt.desc()),
    index('meal_requests_status_requested_idx').on(t.status, t.requestedAt.desc()),
    // The kitchen's analytics: a period's requests counted per meal from the index alone.
    index('meal_requests_day_meal_idx').on(t.communityDay, t.mealId),
    // A meal's requests, for the analytics rollups when the meal changes category or goes.
    index('meal_requests_meal_day_idx').on(t.mealId, t.communityDay),
  ],
);
