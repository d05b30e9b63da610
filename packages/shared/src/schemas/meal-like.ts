import { z } from 'zod';

/** PATCH /api/meals/:id: the spec's client sends `likes` (count + 1); the server counts itself. */
export const LikeMealBodySchema = z
  .object({ likes: z.unknown().optional().describe('Ignored: the server counts likes itself') })
  .optional();

export const LikeMealResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
  /** The meal's like count after this call. */
  likes: z.number().int(),
  /** Whether the caller likes the meal now (a second like takes the first back). */
  liked: z.boolean(),
});
export type LikeMealResult = z.infer<typeof LikeMealResultSchema>;
