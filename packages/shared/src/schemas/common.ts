import { z } from 'zod';
import { MEAL_CATEGORIES, type MealCategory } from '../constants';
import { anyCasingPattern } from './any-casing';

/** Accepts any casing ('lunch', 'LUNCH') and yields the canonical category name. */
export const CategorySchema = z
  .string({ error: 'Category must be Breakfast, Lunch or Dinner' })
  .trim()
  .transform((value, ctx): MealCategory => {
    const match = MEAL_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'Category must be Breakfast, Lunch or Dinner' });
      return z.NEVER;
    }
    return match;
  })
  .meta({
    pattern: anyCasingPattern(MEAL_CATEGORIES),
    description: 'Breakfast, Lunch or Dinner, in any casing',
  });

/** Ingredients arrive as a list or a comma-separated text; items are trimmed and empties dropped. */
export const IngredientsSchema = z
  .union([z.array(z.string().max(200)).max(50), z.string().max(2000)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

/** A UUID in its usual hyphenated text form: ids that cannot exist are told apart before the database sees them. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of one stored thing ('meal', 'review'…): a UUID, or a 400 naming what is wrong before
 * any query runs. Every id a route takes, in its address or its body, goes through this.
 */
export const idOf = (thing: string) =>
  z
    .string({ error: `The ${thing} id is missing.` })
    .trim()
    .regex(UUID_PATTERN, `The ${thing} id is not valid.`)
    .describe(`The ${thing} id (a UUID)`);

/** `/:id` in a route's address, for one kind of thing. */
export const idParams = (thing: string) => z.object({ id: idOf(thing) });

/** Query values arrive as text; a blank one means 'not set', so defaults apply. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** `?email=`: whose rows a list shows (the caller's own unless they are an admin); any case. */
export const OwnerEmailFilterSchema = z
  .string()
  .trim()
  .max(320, 'The email is too long.')
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined));
