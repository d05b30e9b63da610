import { and, asc, between, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Sitting } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { boardChoices, menuSittings, user } from '../../db/schema';

const oneSitting = (date: string, sitting: Sitting) =>
  and(eq(menuSittings.date, date), eq(menuSittings.sitting, sitting));

/** On the board: their own choice, else the sitting's default. */
export const EATING = sql<boolean>`coalesce(${boardChoices.eating}, ${menuSittings.defaultBoard} = 'in')`;

/** A resident's own choice for the sitting joined in (none: the default applies). */
export const CHOICE_OF_USER = and(
  eq(boardChoices.date, menuSittings.date),
  eq(boardChoices.sitting, menuSittings.sitting),
  eq(boardChoices.userId, user.id),
);

export const boardRepository = {
  async saveChoice(
    tx: Executor,
    choice: { date: string; sitting: Sitting; userId: string; eating: boolean },
  ) {
    await tx
      .insert(boardChoices)
      .values(choice)
      .onConflictDoUpdate({
        target: [boardChoices.date, boardChoices.sitting, boardChoices.userId],
        set: { eating: choice.eating, updatedAt: new Date() },
      });
  },

  /** One person's choices from one date to another. */
  listChoices(db: Executor, userId: string, from: string, to: string) {
    return db
      .select({
        date: boardChoices.date,
        sitting: boardChoices.sitting,
        eating: boardChoices.eating,
      })
      .from(boardChoices)
      .where(and(eq(boardChoices.userId, userId), between(boardChoices.date, from, to)));
  },

  /** The statement countBoard runs (its plan is tested in test/perf). */
  countBoardQuery(db: Executor, date: string, sitting: Sitting) {
    return db
      .select({
        eating: sql<number>`count(*) filter (where ${EATING})`.mapWith(Number),
        residents: count(),
      })
      .from(menuSittings)
      .innerJoin(user, and(eq(user.role, 'student'), lte(user.createdAt, menuSittings.cutoffAt)))
      .leftJoin(boardChoices, CHOICE_OF_USER)
      .where(oneSitting(date, sitting));
  },

  /**
   * Residents (role student, signed up by the cut-off) on and off a planned sitting's board,
   * counted in one statement. Run right after locking the sitting, it counts every choice
   * that committed before the lock.
   */
  async countBoard(db: Executor, date: string, sitting: Sitting) {
    const [row] = await boardRepository.countBoardQuery(db, date, sitting);
    const eating = row?.eating ?? 0;
    return { eating, away: (row?.residents ?? 0) - eating };
  },

  /** Whether any sitting in the range is past its cut-off and still unfrozen (no lock). */
  async anyDueUnfrozen(db: Executor, from: string, to: string, now: Date) {
    const [row] = await db
      .select({ due: count() })
      .from(menuSittings)
      .where(dueUnfrozen(from, to, now));
    return (row?.due ?? 0) > 0;
  },

  /** Those sittings, locked FOR UPDATE: waits for every choice holding them to commit. */
  lockDueUnfrozen(tx: Executor, from: string, to: string, now: Date) {
    return tx
      .select({ date: menuSittings.date, sitting: menuSittings.sitting })
      .from(menuSittings)
      .where(dueUnfrozen(from, to, now))
      .orderBy(asc(menuSittings.date), asc(menuSittings.sitting))
      .for('update');
  },

  async freeze(
    tx: Executor,
    date: string,
    sitting: Sitting,
    counted: { eating: number; away: number; at: Date },
  ) {
    await tx
      .update(menuSittings)
      .set({ frozenAt: counted.at, frozenEating: counted.eating, frozenAway: counted.away })
      .where(and(oneSitting(date, sitting), isNull(menuSittings.frozenAt)));
  },
};

/** Whether any sitting in the range is past its cut-off and unfrozen, for another statement to ask. */
export const dueUnfrozenExists = (from: string, to: string, now: Date) =>
  sql<boolean>`exists (select 1 from ${menuSittings} where ${dueUnfrozen(from, to, now)})`;

function dueUnfrozen(from: string, to: string, now: Date) {
  return and(
    between(menuSittings.date, from, to),
    lte(menuSittings.cutoffAt, now),
    isNull(menuSittings.frozenAt),
  );
}
