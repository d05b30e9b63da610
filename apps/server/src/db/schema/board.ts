import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { updatedAt } from './columns';
import { mealCategory, meals } from './meals';

/** The community's one settings row (id 1): sittings' times and the default board. */
export const messSettings = pgTable(
  'mess_settings',
  {
    id: smallint('id').primaryKey().default(1),
    defaultBoard: text('default_board', { enum: ['in', 'out'] }).notNull(),
    /** [{ sitting, starts, ends, cutoff, cutoffDayBefore }], read through the shared schema. */
    sittings: jsonb('sittings').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('mess_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A planned sitting. Its times and default board are copied from the settings while it is
 * open, and never change once it is locked; frozen_* hold the count taken at its cut-off.
 */
export const menuSittings = pgTable(
  'menu_sittings',
  {
    date: date('date').notNull(),
    sitting: mealCategory('sitting').notNull(),
    note: text('note'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    defaultBoard: text('default_board', { enum: ['in', 'out'] }).notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenEating: integer('frozen_eating'),
    frozenAway: integer('frozen_away'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.sitting] }),
    index('menu_sittings_cutoff_idx').on(t.cutoffAt),
  ],
);

/** The dishes of a planned sitting; title and the rest are kept for when a dish is deleted. */
export const menuMeals = pgTable(
  'menu_meals',
  {
    date: date('date').notNull(),
    sitting: mealCategory('sitting').notNull(),
    position: smallint('position').notNull(),
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    mealTitle: text('meal_title').notNull(),
    mealImage: text('meal_image').notNull(),
    mealCategory: mealCategory('meal_category').notNull(),
    mealPricePoisha: integer('meal_price_poisha').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.sitting, t.position] }),
    foreignKey({
      name: 'menu_meals_sitting_fk',
      columns: [t.date, t.sitting],
      foreignColumns: [menuSittings.date, menuSittings.sitting],
    }).onDelete('cascade'),
    index('menu_meals_meal_date_idx').on(t.mealId, t.date),
  ],
);

/** A resident's own choice for a sitting; without one, the sitting's default board applies. */
export const boardChoices = pgTable(
  'board_choices',
  {
    date: date('date').notNull(),
    sitting: mealCategory('sitting').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eating: boolean('eating').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.sitting, t.userId] }),
    index('board_choices_user_date_idx').on(t.userId, t.date),
  ],
);

/** What the kitchen cooked and had left for a sitting. */
export const kitchenLeftovers = pgTable(
  'kitchen_leftovers',
  {
    date: date('date').notNull(),
    sitting: mealCategory('sitting').notNull(),
    cooked: integer('cooked_portions').notNull(),
    left: integer('left_portions').notNull(),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.sitting] }),
    index('kitchen_leftovers_sitting_date_idx').on(t.sitting, t.date),
    check('kitchen_leftovers_counts', sql`${t.left} >= 0 and ${t.left} <= ${t.cooked}`),
  ],
);
