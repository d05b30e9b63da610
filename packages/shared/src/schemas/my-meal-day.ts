import { z } from 'zod';
import { BADGES } from '../constants';
import { REQUEST_STATUSES } from './meal-request';

/** Why Request Meal cannot be used now, in words for the resident, with a stable code. */
export const RequestBlockSchema = z.object({
  code: z.enum(['SUBSCRIPTION_REQUIRED', 'DAILY_REQUEST_LIMIT']),
  message: z.string(),
});
export type RequestBlock = z.infer<typeof RequestBlockSchema>;

/** GET /api/meals/:id/mine: what the signed-in resident did with this meal, and may do today. */
export const MyMealDaySchema = z.object({
  liked: z.boolean(),
  badge: z.enum(BADGES),
  /** Their newest request of this meal today (community day), or null. */
  requestToday: z
    .object({ _id: z.string(), status: z.enum(REQUEST_STATUSES), requestedAt: z.string() })
    .nullable(),
  requestsToday: z.number().int(),
  /** null: unlimited (Platinum); 0: none (Bronze). */
  dailyLimit: z.number().int().nullable(),
  requestsLeft: z.number().int().nullable(),
  /** The next midnight in the community's time zone, when the count starts over. */
  resetsAt: z.string(),
  /** null when Request Meal can be used. */
  requestBlocked: RequestBlockSchema.nullable(),
  /** The meal's reviews the caller wrote: no 'helpful' button on those. */
  ownReviewIds: z.array(z.string()),
  /** The meal's reviews the caller marked helpful. */
  helpfulReviewIds: z.array(z.string()),
});
export type MyMealDay = z.infer<typeof MyMealDaySchema>;
