import { z } from 'zod';

/**
 * PATCH /api/meals/:id, the specification's like. Its client sends `likes` (count + 1), which
 * is ignored: the call adds the caller's one like, and a repeat leaves it as it is.
 */
export const LikeMealBodySchema = z
  .object({
    likes: z.unknown().optional().describe('Ignored: the server counts likes itself'),
  })
  // The specification's client may send no body at all.
  .nullish();
export type LikeMealBody = z.infer<typeof LikeMealBodySchema>;

export const LikeMealResultSchema = z.object({
  acknowledged: z.literal(true),
  /** 1 when the caller's like changed, 0 when it already was as asked. */
  modifiedCount: z.number().int(),
  /** The meal's like count after this call. */
  likes: z.number().int(),
  /** Whether the caller likes the meal now. */
  liked: z.boolean(),
});
export type LikeMealResult = z.infer<typeof LikeMealResultSchema>;
