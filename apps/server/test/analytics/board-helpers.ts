import type { Sitting } from '@messmate/shared';
import type { Executor } from '../../src/db/client';
import { boardChoices, kitchenLeftovers, menuSittings } from '../../src/db/schema';

/** Dhaka is UTC+6 all year: a day's lunch starts 12:30 there, its cut-off 10:30. */
const at = (date: string, utcTime: string) => new Date(`${date}T${utcTime}Z`);

/**
 * A planned sitting written directly (the board's own rules are tested in test/board): with a
 * frozen count when given one, and the kitchen's leftovers when given them.
 */
export async function plannedSitting(
  db: Executor,
  plan: {
    date: string;
    sitting: Sitting;
    frozen?: { eating: number; away: number };
    leftovers?: { cooked: number; left: number };
    defaultBoard?: 'in' | 'out';
  },
) {
  const { date, sitting, frozen, leftovers } = plan;
  await db.insert(menuSittings).values({
    date,
    sitting,
    startsAt: at(date, '06:30:00'),
    endsAt: at(date, '08:00:00'),
    cutoffAt: at(date, '04:30:00'),
    defaultBoard: plan.defaultBoard ?? 'in',
    frozenAt: frozen ? at(date, '04:30:00') : null,
    frozenEating: frozen?.eating ?? null,
    frozenAway: frozen?.away ?? null,
  });
  if (leftovers) await db.insert(kitchenLeftovers).values({ date, sitting, ...leftovers });
}

export async function boardChoice(
  db: Executor,
  choice: { date: string; sitting: Sitting; userId: string; eating: boolean },
) {
  await db.insert(boardChoices).values(choice);
}
