import { z } from 'zod';

/**
 * PATCH /api/meals/:id. The spec's client sends `likes` (count + 1), which is ignored: the
 * call toggles. `liked` asks for a state instead, so a page showing stale data cannot undo
 * the like its user meant to give.
 */
export const LikeMealBodySchema = z
  .object({
    likes: z.unknown().optional().describe('Ignored: the server counts likes itself'),
    liked: z
      .boolean({ error: 'The liked field must be true or false.' })
      .optional()
      .describe('true likes, false takes the like back; left out, the call toggles'),
  })
  // The specification's client sends no body at all.
  .nullish();
export type LikeMealBody = z.infer<typeof LikeMealBodySchema>;

export const LikeMealResultSchema = z.object({
  acknowledged: z.literal(true),
  /** 1 when the caller's like changed, 0 when it already was as asked. */
  modifiedCount: z.number().int(),
  /** The meal's like count after this call. */
  likes: z.number().int(),
  /** Whether the caller likes the meal now (a second like takes the first back). */
  liked: z.boolean(),
});
export type LikeMealResult = z.infer<typeof LikeMealResultSchema>;
