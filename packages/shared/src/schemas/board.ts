import { z } from 'zod';
import {
  CommunityDateSchema,
  dateRangeProblem,
  DateSittingSchema,
  SITTINGS,
} from './mess-calendar';

/** PUT /api/board/{date}/{sitting}: on (true) or off (false) the board. */
export const BoardChoiceBodySchema = z.object({
  eating: z.boolean({ error: 'eating must be true or false.' }),
});
export type BoardChoiceBody = z.infer<typeof BoardChoiceBodySchema>;

export const BoardChoiceSchema = z.object({
  date: z.string(),
  sitting: z.enum(SITTINGS),
  eating: z.boolean(),
  cutoffAt: z.string(),
});
export type BoardChoice = z.infer<typeof BoardChoiceSchema>;

/** POST /api/board/away: both days included, at most 31 days. */
export const AwayBodySchema = z
  .object({ from: CommunityDateSchema, to: CommunityDateSchema })
  .superRefine(({ from, to }, ctx) => {
    const problem = dateRangeProblem(from, to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type AwayBody = z.infer<typeof AwayBodySchema>;

/** changed: sittings now off; locked: planned sittings in the range already past their cut-off. */
export const AwayResultSchema = z.object({
  changed: z.array(DateSittingSchema),
  locked: z.array(DateSittingSchema),
});
export type AwayResult = z.infer<typeof AwayResultSchema>;

/** One planned sitting as the caller stands on the board. */
export const BoardEntrySchema = BoardChoiceSchema.extend({
  locked: z.boolean(),
  /** true when the caller chose; false when it is the community's default. */
  chosen: z.boolean(),
});
export type BoardEntry = z.infer<typeof BoardEntrySchema>;

/** GET /api/board?from=&to=: the caller's own state per planned sitting, in date order. */
export const MyBoardSchema = z.object({
  from: z.string(),
  to: z.string(),
  sittings: z.array(BoardEntrySchema),
});
export type MyBoard = z.infer<typeof MyBoardSchema>;
