import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

/**
 * A meal's mean star rating (0 when nobody rated), written as the meals list query sorts by it,
 * so the planner matches its index; test/perf checks that the 'rating' sort uses it.
 */
const MEAN_RATING = sql.raw(
  '(case when rating_count = 0 then 0 else rating_sum::numeric / rating_count end)',
);

export const mealCategory = pgEnum('meal_category', ['Breakfast', 'Lunch', 'Dinner']);

export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The Bangla title and description, shown to Bangla readers when present. */
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    category: mealCategory('category').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    image: text('image').notNull(),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    distributorName: text('distributor_name').notNull(),
    distributorEmail: text('distributor_email').notNull(),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    likes: integer('likes').default(0).notNull(),
    reviewsCount: integer('reviews_count').default(0).notNull(),
    ratingSum: integer('rating_sum').default(0).notNull(),
    ratingCount: integer('rating_count').default(0).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meals_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('meals_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    // A search matches either language: every column it reads needs its own trigram index, or
    // the planner cannot combine them and reads the whole table.
    index('meals_title_bn_trgm_idx').using('gin', sql`${t.titleBn} gin_trgm_ops`),
    index('meals_description_bn_trgm_idx').using('gin', sql`${t.descriptionBn} gin_trgm_ops`),
    // Ascending on purpose: read backwards they give ORDER BY x DESC, id DESC (NULLS FIRST, as
    // PostgreSQL means DESC). drizzle's .desc() makes DESC NULLS LAST, which no such ORDER BY uses.
    index('meals_created_idx').on(t.createdAt, t.id),
    index('meals_category_created_idx').on(t.category, t.createdAt, t.id),
    index('meals_likes_idx').on(t.likes, t.id),
    index('meals_price_idx').on(t.pricePoisha, t.id),
    // The 'rating' sort: the mean exactly as the list query computes it, so the planner matches it.
    index('meals_rating_idx').on(sql`${MEAN_RATING}`, t.ratingCount, t.id),
    index('meals_added_by_idx').on(t.addedBy),
    check('meals_price_check', sql`${t.pricePoisha} >= 0`),
    check('meals_counts_check', sql`${t.likes} >= 0 and ${t.reviewsCount} >= 0`),
  ],
);

export const mealLikes = pgTable(
  'meal_likes',
  {
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mealId, t.userId] }),
    index('meal_likes_user_idx').on(t.userId),
    // The kitchen's analytics: likes given in a period.
    index('meal_likes_created_idx').on(t.createdAt),
    // One meal's likes of a period, for the most-liked ranking's probes (decision record 0040).
    index('meal_likes_meal_created_idx').on(t.mealId, t.createdAt),
  ],
);
