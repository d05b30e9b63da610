import { z } from 'zod';

/** PUT / DELETE /api/reviews/:id/helpful: the caller's 'helpful' mark, set or taken back. */
export const ReviewHelpfulResultSchema = z.object({
  acknowledged: z.literal(true),
  /** 1 when the caller's mark changed, 0 when it already was as asked. */
  modifiedCount: z.number().int(),
  /** How many residents found the review helpful, after this call. */
  likes: z.number().int(),
  helpful: z.boolean(),
});
export type ReviewHelpfulResult = z.infer<typeof ReviewHelpfulResultSchema>;
