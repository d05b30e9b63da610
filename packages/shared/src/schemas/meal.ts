import { z } from 'zod';
import {
  MEAL_CATEGORIES,
  MEAL_PRICE_MAX,
  MEALS_MAX_LIMIT,
  SEARCH_MAX_LENGTH,
} from '../constants';
import { CategorySchema } from './common';

export const MealReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  likes: z.number().int(),
  badge: z.string(),
  createdAt: z.string(),
});
export type MealReview = z.infer<typeof MealReviewSchema>;

export const MealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
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
});
export type MealDetails = z.infer<typeof MealDetailsSchema>;

export const MEAL_SORTS = ['newest', 'likes', 'rating', 'priceAsc', 'priceDesc'] as const;
export type MealSort = (typeof MEAL_SORTS)[number];

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.trim())
    .optional()
    .transform((value) => (value ? value : undefined));

const priceBound = (label: string) =>
  z
    .union([z.literal(''), z.coerce.number()])
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .number({ error: `${label} price must be a number` })
        .min(0, `${label} price cannot be negative`)
        .max(MEAL_PRICE_MAX, `${label} price is too large`)
        .optional(),
    );

export const MealListQuerySchema = z
  .object({
    skip: z.coerce
      .number({ error: 'skip must be a number' })
      .int('skip must be a whole number')
      .min(0, 'skip cannot be negative')
      .max(1_000_000, 'skip is too large')
      .default(0),
    /** 0 asks for all meals (up to a server cap). */
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(0, 'limit cannot be negative')
      .max(MEALS_MAX_LIMIT, `limit can be at most ${MEALS_MAX_LIMIT}`)
      .default(0),
    search: optionalText(SEARCH_MAX_LENGTH, 'Search'),
    category: z
      .union([z.literal(''), CategorySchema])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    min: priceBound('Minimum'),
    max: priceBound('Maximum'),
    sortBy: z.enum(MEAL_SORTS, { error: `sortBy must be one of ${MEAL_SORTS.join(', ')}` }).default('newest'),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: 'Minimum price cannot be more than maximum price',
    path: ['min'],
  });
export type MealListQuery = z.infer<typeof MealListQuerySchema>;
export type MealListQueryInput = z.input<typeof MealListQuerySchema>;
