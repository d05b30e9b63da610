import { z } from 'zod';
import { blankToUndefined, idParams, OwnerEmailFilterSchema, UUID_PATTERN } from './common';
import { DeletedResultSchema } from './create-meal';

export const REQUEST_STATUSES = ['pending', 'delivered'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * POST /api/serve-meals. The spec's client also sends mealTitle, email, name and status:
 * they are dropped; the server takes them from the meal and the session.
 */
export const CreateMealRequestBodySchema = z.object({
  mealId: z
    .string({ error: 'Choose a meal to request.' })
    .trim()
    .min(1, 'Choose a meal to request.')
    .regex(UUID_PATTERN, 'The meal id is not valid.'),
});
export type CreateMealRequestBody = z.infer<typeof CreateMealRequestBodySchema>;

export const MealRequestIdParamsSchema = idParams('meal request');

export const MealRequestSchema = z.object({
  _id: z.string(),
  /** null once the meal is deleted; mealTitle keeps its name. */
  mealId: z.string().nullable(),
  mealTitle: z.string(),
  /** The meal's Bangla title, if it has one (null once it is deleted): shown to Bangla readers. */
  mealTitleBn: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  status: z.enum(REQUEST_STATUSES),
  requestedAt: z.string(),
  servedAt: z.string().nullable(),
});
export type MealRequest = z.infer<typeof MealRequestSchema>;

export const MealRequestListQuerySchema = z.object({
  email: OwnerEmailFilterSchema,
  /** Admins: matches the resident's name or email, or the meal's title (any case). */
  search: z
    .string()
    .trim()
    .max(100, 'The search text is too long.')
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: z.preprocess(
    blankToUndefined,
    z.enum(REQUEST_STATUSES, { error: 'Status must be pending or delivered.' }).optional(),
  ),
});
export type MealRequestListQuery = z.infer<typeof MealRequestListQuerySchema>;

export const CreateMealRequestResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  request: MealRequestSchema,
});
export type CreateMealRequestResult = z.infer<typeof CreateMealRequestResultSchema>;

export const ServeMealRequestResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
  request: MealRequestSchema,
});
export type ServeMealRequestResult = z.infer<typeof ServeMealRequestResultSchema>;

export const CancelMealRequestResultSchema = DeletedResultSchema;
export type CancelMealRequestResult = z.infer<typeof CancelMealRequestResultSchema>;
