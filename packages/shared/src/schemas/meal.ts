import { z } from 'zod';
import { MEAL_CATEGORIES, MEAL_PRICE_MAX, MEALS_MAX_LIMIT, SEARCH_MAX_LENGTH } from '../constants';
import { blankToUndefined, CategorySchema, idParams } from './common';

/** /api/meals/:id and the routes under it. */
export const MealIdParamsSchema = idParams('meal');

export const MealReviewSchema = z.object({
  _id: z.string(),
  /** The author's name; null once they deleted their account (shown as 'Former resident'). */
  name: z.string().nullable(),
  image: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  likes: z.number().int(),
  /** The author's badge now; null once they deleted their account. */
  badge: z.string().nullable(),
  createdAt: z.string(),
});
export type MealReview = z.infer<typeof MealReviewSchema>;

export const MealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
  /** The Bangla title and description, null when the admin gave none. */
  titleBn: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  /** Taka. */
  price: z.number(),
  category: z.enum(MEAL_CATEGORIES),
  distributorName: z.string(),
  likes: z.number().int(),
  reviews_count: z.number().int(),
  /** Mean star rating, one decimal; 0 when nobody has rated. */
  rating: z.number(),
  ingredients: z.array(z.string()),
  createdAt: z.string(),
});
export type Meal = z.infer<typeof MealSchema>;

export const MealDetailsSchema = MealSchema.extend({
  reviews: z.array(MealReviewSchema),
  /** Whether the signed-in caller likes this meal (false for visitors). */
  likedByMe: z.boolean(),
});
export type MealDetails = z.infer<typeof MealDetailsSchema>;

export const MEAL_SORTS = ['newest', 'likes', 'rating', 'priceAsc', 'priceDesc'] as const;
export type MealSort = (typeof MEAL_SORTS)[number];

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be a single text value` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.trim())
    .optional()
    .transform((value) => (value ? value : undefined));

// Past the dearest price a meal may have, a bound means the same as this: 'no upper limit' for
// max, 'nothing' for min; holding it here keeps huge numbers out of the query.
const PRICE_BOUND_CEILING = MEAL_PRICE_MAX + 1;

/** A well-formed bound is never refused: a negative one counts as 0, and min above max matches nothing. */
const priceBound = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} price must be a number` })
      .transform((taka) => Math.min(Math.max(taka, 0), PRICE_BOUND_CEILING))
      .optional()
      .describe(`${label} price in taka; a negative bound counts as 0`),
  );

const wholeNumber = (label: string, max: number, tooLarge: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, tooLarge);

export const MealListQuerySchema = z.object({
  skip: z.preprocess(
    blankToUndefined,
    wholeNumber('Skip', 1_000_000, 'Skip is too large').default(0),
  ),
  /** 0 asks for all meals (up to a server cap). */
  limit: z.preprocess(
    blankToUndefined,
    wholeNumber('Limit', MEALS_MAX_LIMIT, `Limit can be at most ${MEALS_MAX_LIMIT}`).default(0),
  ),
  search: optionalText(SEARCH_MAX_LENGTH, 'Search'),
  /** Any casing ('lunch', 'LUNCH'); yields the canonical name. */
  category: z.preprocess(blankToUndefined, CategorySchema.optional()),
  min: priceBound('Minimum'),
  max: priceBound('Maximum'),
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(MEAL_SORTS, { error: `Sort must be one of ${MEAL_SORTS.join(', ')}` }).default('newest'),
  ),
});
export type MealListQuery = z.infer<typeof MealListQuerySchema>;
export type MealListQueryInput = z.input<typeof MealListQuerySchema>;
