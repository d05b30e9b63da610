import { z } from 'zod';
import { MEAL_PRICE_MAX } from '../constants';
import { CategorySchema } from './common';
import { MealSchema } from './meal';

export const MEAL_TITLE_MAX = 120;
export const MEAL_DESCRIPTION_MAX = 2000;
export const MEAL_INGREDIENTS_MAX = 40;
export const MEAL_INGREDIENT_MAX = 80;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

/**
 * A Bangla title or description beside the English one: optional. Left out, it stays as it was
 * (null on a new meal); an empty text clears it.
 */
const optionalBanglaText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Whole poisha: 12.5 and 12.50 are fine, 12.505 is not. */
const hasAtMostTwoDecimals = (taka: number) => Math.abs(taka * 100 - Math.round(taka * 100)) < 1e-6;

/** Taka, as a number or numeric text (a form field), above 0 with at most 2 decimals. */
export const MealPriceSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'Please enter the price as a number of taka.' })
    .refine(Number.isFinite, 'Please enter the price as a number of taka.')
    .gt(0, 'The price must be more than ৳0.')
    .max(MEAL_PRICE_MAX, `The price can be at most ৳${MEAL_PRICE_MAX}.`)
    .refine(hasAtMostTwoDecimals, 'The price can have at most 2 decimals (whole poisha).'),
);

/** A list or comma-separated text; items trimmed, empties dropped, at least one left. */
export const MealIngredientsSchema = z
  .union(
    [
      // What the document promises is what survives trimming: at least one non-blank item.
      z
        .array(z.string().meta({ maxLength: MEAL_INGREDIENT_MAX, pattern: '\\S' }))
        .meta({ minItems: 1, maxItems: MEAL_INGREDIENTS_MAX }),
      z.string().meta({ pattern: '[^,\\s]', description: 'Comma-separated ingredients' }),
    ],
    { error: 'Please list the ingredients, separated by commas.' },
  )
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            MEAL_INGREDIENT_MAX,
            `Each ingredient can be at most ${MEAL_INGREDIENT_MAX} characters.`,
          ),
      )
      .min(1, 'Please list at least one ingredient.')
      .max(MEAL_INGREDIENTS_MAX, `A meal can list at most ${MEAL_INGREDIENTS_MAX} ingredients.`),
  );

/** An image uploaded to this server first (POST /api/images): its /api/images/{hash}.webp URL. */
export const MealImageSchema = z
  .string({ error: 'Please upload a photo of the meal.' })
  .trim()
  .min(1, 'Please upload a photo of the meal.')
  .max(2000, 'The image address is too long.');

const mealFields = {
  title: requiredText('title', MEAL_TITLE_MAX),
  category: CategorySchema,
  image: MealImageSchema,
  ingredients: MealIngredientsSchema,
  description: requiredText('description', MEAL_DESCRIPTION_MAX),
  price: MealPriceSchema,
  titleBn: optionalBanglaText('Bangla title', MEAL_TITLE_MAX),
  descriptionBn: optionalBanglaText('Bangla description', MEAL_DESCRIPTION_MAX),
};

/** POST /api/admin/meals. The distributor is always the signed-in admin. */
export const CreateMealBodySchema = z.object({
  ...mealFields,
  distributorName: z
    .string()
    .optional()
    .describe('Ignored: the signed-in admin is the distributor'),
  distributorEmail: z
    .string()
    .optional()
    .describe('Ignored: the signed-in admin is the distributor'),
});
export type CreateMealBody = z.input<typeof CreateMealBodySchema>;
export type CreateMealInput = z.output<typeof CreateMealBodySchema>;

export const CreateMealResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  meal: MealSchema,
});
export type CreateMealResult = z.infer<typeof CreateMealResultSchema>;

/** POST /api/upcoming-meals. postedBy is the signed-in admin; likes start at 0. */
export const CreateUpcomingMealBodySchema = z.object({
  ...mealFields,
  postedBy: z.string().optional().describe("Ignored: the signed-in admin's email is used"),
  likes: z.unknown().optional().describe('Ignored: every upcoming meal starts at 0 likes'),
});
export type CreateUpcomingMealBody = z.input<typeof CreateUpcomingMealBodySchema>;
export type CreateUpcomingMealInput = z.output<typeof CreateUpcomingMealBodySchema>;

/** PATCH /api/admin/meals/{id} and PATCH /api/upcoming-meals/{id}: every field, as when adding. */
export const EditMealBodySchema = z.object(mealFields);
export type EditMealBody = z.input<typeof EditMealBodySchema>;
export type EditMealInput = z.output<typeof EditMealBodySchema>;

export const EditMealResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
  meal: MealSchema,
});
export type EditMealResult = z.infer<typeof EditMealResultSchema>;

export const ModifiedResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});
export type ModifiedResult = z.infer<typeof ModifiedResultSchema>;

export const InsertedResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
});
export type InsertedResult = z.infer<typeof InsertedResultSchema>;

export const DeletedResultSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
});
export type DeletedResult = z.infer<typeof DeletedResultSchema>;
