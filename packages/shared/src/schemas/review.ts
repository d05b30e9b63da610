import { z } from 'zod';
import { idParams, OwnerEmailFilterSchema } from './common';
import { DeletedResultSchema } from './create-meal';
import { REVIEW_MAX_LENGTH } from './review-limits';

export * from './review-limits';

const ReviewContentSchema = z
  .string({ error: 'Review cannot be empty' })
  .trim()
  .min(1, 'Review cannot be empty')
  .max(REVIEW_MAX_LENGTH, `A review can be at most ${REVIEW_MAX_LENGTH} characters.`);

const RatingSchema = z
  .number({ error: 'The rating must be a number of stars from 1 to 5.' })
  .int('The rating must be a whole number of stars from 1 to 5.')
  .min(1, 'The rating must be a whole number of stars from 1 to 5.')
  .max(5, 'The rating must be a whole number of stars from 1 to 5.');

/**
 * POST /api/meals/:id/review. The spec's client also sends name and email: they are dropped,
 * the author is the signed-in caller. No rating (or null) means a review without stars.
 */
export const CreateReviewBodySchema = z.object({
  content: ReviewContentSchema,
  rating: RatingSchema.nullable().optional(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

export const ReviewIdParamsSchema = idParams('review');

/** PATCH /api/reviews/:id: a rating left out stays as it was; null removes it. */
export const UpdateReviewBodySchema = z.object({
  content: ReviewContentSchema,
  rating: RatingSchema.nullable().optional(),
});
export type UpdateReviewBody = z.infer<typeof UpdateReviewBodySchema>;

/** A review as My Reviews and All Reviews list it. */
export const ReviewSchema = z.object({
  _id: z.string(),
  /** null once the meal is deleted. */
  mealId: z.string().nullable(),
  /** The meal's title, or '[Deleted]' once the meal is gone. */
  mealTitle: z.string(),
  /** The meal's Bangla title, if it has one (null once it is deleted): shown to Bangla readers. */
  mealTitleBn: z.string().nullable(),
  /** The author; both null once they deleted their account (shown as 'Former resident'). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  likes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListQuerySchema = z.object({
  email: OwnerEmailFilterSchema,
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const CreateReviewResultSchema = z.object({
  acknowledged: z.literal(true),
  success: z.literal(true),
  insertedId: z.string(),
  review: ReviewSchema,
});
export type CreateReviewResult = z.infer<typeof CreateReviewResultSchema>;

export const UpdateReviewResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
  review: ReviewSchema,
});
export type UpdateReviewResult = z.infer<typeof UpdateReviewResultSchema>;

export const DeleteReviewResultSchema = DeletedResultSchema;
export type DeleteReviewResult = z.infer<typeof DeleteReviewResultSchema>;
