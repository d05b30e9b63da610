import { z } from 'zod';
import { SITTINGS } from './mess-calendar';

const count = z.number().int().nonnegative();
const portions = count.nullable().describe('Portions; null where no leftovers were recorded');

/** The board's numbers for one planned sitting, or summed over the period's sittings of a kind. */
const BoardFigures = z.object({
  sitting: z.enum(SITTINGS),
  /** Residents on the board: the count frozen at the cut-off once the sitting is locked. */
  eating: count,
  away: count,
  /** Plates collected at the counter with a board pickup code: who really ate (eating − this: no-shows). */
  collected: count,
  /** Cooked and left over, where the kitchen recorded them. */
  cooked: portions,
  left: portions,
  /** Left over as a percentage of cooked, one decimal; null when nothing was recorded. */
  wastePercent: z.number().nullable(),
  /** Portions the kitchen page suggested for the sittings whose leftovers were recorded. */
  suggested: portions,
  /** What was eaten there: cooked − left. */
  eaten: portions,
});

export const KitchenBoardFiguresSchema = z.object({
  /** Each sitting over the period (always Breakfast, Lunch, Dinner). */
  sittings: z.array(BoardFigures.extend({ planned: count, recorded: count })),
  /** Each planned sitting of the period, by date then sitting. */
  perDay: z.array(BoardFigures.extend({ date: z.string() })),
});
export type KitchenBoardFigures = z.infer<typeof KitchenBoardFiguresSchema>;

/** My planned sittings of the period that I was on (eating) and off (away), per sitting. */
export const MyBoardFiguresSchema = z.array(
  z.object({ sitting: z.enum(SITTINGS), on: count, off: count }),
);
export type MyBoardFigures = z.infer<typeof MyBoardFiguresSchema>;
