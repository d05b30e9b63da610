import {
  SITTINGS,
  type AnalyticsPeriod,
  type KitchenBoardFigures,
  type MyBoardFigures,
} from '@messmate/shared';
import type { Executor } from '../../db/client';
import { freezeDueSittings } from '../board/freeze';
import { SUGGESTION_HISTORY } from '../kitchen/suggested-portions';
import { boardFiguresRepository as repo } from './board-figures-repository';
import { oneDecimal } from './present';

interface Leftovers {
  cooked: number | null;
  left: number | null;
  suggested: number | null;
}

/** Waste and what was eaten, from portions cooked and left (null where none were recorded). */
function leftoverFigures({ cooked, left, suggested }: Leftovers) {
  const recorded = cooked !== null && left !== null;
  return {
    cooked,
    left,
    wastePercent: recorded && cooked > 0 ? oneDecimal((left / cooked) * 100) : null,
    suggested: recorded ? suggested : null,
    eaten: recorded ? cooked - left : null,
  };
}

/**
 * Sittings of the period past their cut-off take their final count first (as any read of the
 * board does), so each locked sitting shows the count it was cooked for. Run it before the
 * figures are read, not beside them: it writes in a transaction.
 */
export const freezePeriod = (db: Executor, period: AnalyticsPeriod, now: Date) =>
  freezeDueSittings(db, period, now);

/** The board over a period for the kitchen. */
export async function kitchenBoardFigures(
  db: Executor,
  period: AnalyticsPeriod,
): Promise<KitchenBoardFigures> {
  const [days, sittings] = await Promise.all([
    repo.perDay(db, period, SUGGESTION_HISTORY),
    repo.perSitting(db, period, SUGGESTION_HISTORY),
  ]);
  return {
    sittings: SITTINGS.map((sitting) => {
      const row = sittings.find((found) => found.sitting === sitting);
      return {
        sitting,
        planned: row?.planned ?? 0,
        recorded: row?.recorded ?? 0,
        eating: row?.eating ?? 0,
        away: row?.away ?? 0,
        collected: row?.collected ?? 0,
        ...leftoverFigures(row ?? { cooked: null, left: null, suggested: null }),
      };
    }),
    perDay: days.map((day) => ({
      date: day.date,
      sitting: day.sitting,
      eating: day.eating,
      away: day.away,
      collected: day.collected,
      ...leftoverFigures(day),
    })),
  };
}

/** A resident's planned sittings of the period on and off the board, per sitting. */
export async function myBoardFigures(
  db: Executor,
  userId: string,
  period: AnalyticsPeriod,
): Promise<MyBoardFigures> {
  const rows = await repo.mine(db, userId, period);
  return SITTINGS.map((sitting) => {
    const row = rows.find((found) => found.sitting === sitting);
    return { sitting, on: row?.on ?? 0, off: (row?.all ?? 0) - (row?.on ?? 0) };
  });
}
