import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';
import { meals } from './meals';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Reviews outlive their meal: the id is cleared and the title kept, shown as '[Deleted]'.
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    mealTitle: text('meal_title').notNull(),
    /**
     * The author. No foreign key: when they delete their account the review stays, and this
     * becomes a `former:` id that points nowhere (one per former resident, so their one rating
     * per meal still counts once); the author is then shown as 'Former resident' (decision 0033).
     */
    userId: text('user_id').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating'),
    likes: integer('likes').default(0).notNull(),
    /**
     * When the same resident next rated the same meal (that review's created_at), null while
     * this is their latest rating of it; kept by a trigger (decision record 0040). So "their
     * latest rating within [a, b)" is a plain filter: created in [a, b), superseded never or from b.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_meal_idx').on(t.mealId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
    // Each resident's latest rated review of a meal: the one rating of theirs that counts.
    index('reviews_meal_user_idx').on(t.mealId, t.userId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
    // The kitchen's rating figures: every column they read, so a period is an index-only scan.
    index('reviews_rated_created_idx')
      .on(t.createdAt, t.mealId, t.rating, t.supersededAt)
      .where(sql`${t.rating} is not null and ${t.mealId} is not null`),
    check('reviews_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** 'Helpful' marks: one per resident per review; reviews.likes counts them. */
export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_likes_user_idx').on(t.userId),
  ],
);
