import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { mealCategory } from './meals';

export const upcomingMeals = pgTable(
  'upcoming_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: mealCategory('category').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The posting admin's email, or 'Anonymous'. */
    postedBy: text('posted_by').notNull(),
    likes: integer('likes').default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('upcoming_meals_likes_idx').on(t.likes.desc(), t.createdAt.desc())],
);

export const upcomingMealLikes = pgTable(
  'upcoming_meal_likes',
  {
    upcomingMealId: uuid('upcoming_meal_id')
      .notNull()
      .references(() => upcomingMeals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.upcomingMealId, t.userId] }),
    index('upcoming_meal_likes_user_idx').on(t.userId),
  ],
);
