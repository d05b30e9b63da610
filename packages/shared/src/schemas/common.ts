import { z } from 'zod';
import { MEAL_CATEGORIES, type MealCategory } from '../constants';

/** Accepts any casing ('lunch', 'LUNCH') and yields the canonical category name. */
export const CategorySchema = z
  .string()
  .trim()
  .transform((value, ctx): MealCategory => {
    const match = MEAL_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'Category must be Breakfast, Lunch or Dinner' });
      return z.NEVER;
    }
    return match;
  });

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Ingredients arrive as a list or a comma-separated text; items are trimmed and empties dropped. */
export const IngredientsSchema = z
  .union([z.array(z.string().max(200)).max(50), z.string().max(2000)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );
