import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { meals } from './meals';

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

/**
 * Each meal's requests of all time, kept by the request rollups' trigger (decision record 0040).
 * A meal's count in any period is at most its total, so the top ten of a period are found by
 * probing meals in the order of these totals until the next total cannot beat the tenth count.
 * Read in that order (total desc, then id, the rankings' tie rule). Likes need no such row: the
 * likes module keeps meals.likes exact (decision record 0044).
 */
export const analyticsMealTotals = pgTable(
  'analytics_meal_totals',
  {
    mealId: uuid('meal_id')
      .primaryKey()
      .references(() => meals.id, { onDelete: 'cascade' }),
    requests: integer('requests').notNull(),
  },
  (t) => [index('analytics_meal_totals_requests_idx').on(t.requests.desc(), t.mealId)],
);

/**
 * How many rated reviews of each meal, superseded or not, give it each number of stars, kept by
 * a trigger on reviews (decision record 0044). A meal's mean in any period is at most its highest
 * star (at least its lowest), and reaches it only with at most that many ratings, so best and
 * worst rated probe meals in the order of these rows: (stars desc or asc, reviews desc, id).
 */
export const analyticsMealStars = pgTable(
  'analytics_meal_stars',
  {
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mealId, t.stars] }),
    index('analytics_meal_stars_best_idx').on(t.stars.desc(), t.reviews.desc(), t.mealId),
    index('analytics_meal_stars_worst_idx').on(t.stars, t.reviews.desc(), t.mealId),
  ],
);
