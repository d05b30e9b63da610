import { z } from 'zod';
import { MEAL_CATEGORIES } from '../constants';
import { idParams } from './common';

export const UpcomingMealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.enum(MEAL_CATEGORIES),
  /** Taka. */
  price: z.number(),
  image: z.string(),
  description: z.string(),
  /** The Bangla title and description, null when the admin gave none. */
  titleBn: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  ingredients: z.array(z.string()),
  postedBy: z.string(),
  likes: z.number().int(),
  /** Only ever the caller's own email (when they liked it), or every liker's for admins. */
  likedBy: z.array(z.string()),
  likedByMe: z.boolean(),
  createdAt: z.string(),
});
export type UpcomingMeal = z.infer<typeof UpcomingMealSchema>;

export const UpcomingMealIdParamsSchema = idParams('upcoming meal');

/** PATCH /api/upcoming-meals/like/:id: the spec's client sends its email; the session decides. */
export const LikeUpcomingMealBodySchema = z
  .object({ email: z.string().optional().describe('Ignored: the signed-in user likes') })
  .nullish();

export const LikeUpcomingMealResultSchema = z.object({
  likes: z.number().int(),
  liked: z.literal(true),
});
export type LikeUpcomingMealResult = z.infer<typeof LikeUpcomingMealResultSchema>;
