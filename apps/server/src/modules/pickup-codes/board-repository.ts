import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import type { Sitting } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { boardChoices, menuSittings, pickupCodes, user } from '../../db/schema';

/** One resident's place on one sitting of one day. */
export interface BoardEntry {
  userId: string;
  date: string;
  sitting: Sitting;
}

/** On the board: their own choice, else the sitting's default (as the board's count reads it). */
const EATING = sql<boolean>`coalesce(${boardChoices.eating}, ${menuSittings.defaultBoard} = 'in')`;
/** Counted on the board: signed up by the cut-off (later joiners are not in the frozen count). */
const COUNTED = sql<boolean>`${user.createdAt} <= ${menuSittings.cutoffAt}`;

const isBoardRow = eq(pickupCodes.kind, 'board');

export const boardCodesRepository = {
  /**
   * Every resident (role student) on every planned sitting from one date to another, on the
   * board or not: what a scanned board code is matched against. One hostel's residents × sittings.
   */
  entries(db: Executor, from: string, to: string, userId?: string) {
    return db
      .select({
        userId: user.id,
        name: user.name,
        image: user.image,
        date: menuSittings.date,
        sitting: menuSittings.sitting,
        eating: EATING,
        counted: COUNTED,
      })
      .from(menuSittings)
      .innerJoin(user, and(eq(user.role, 'student'), userId ? eq(user.id, userId) : undefined))
      .leftJoin(
        boardChoices,
        and(
          eq(boardChoices.date, menuSittings.date),
          eq(boardChoices.sitting, menuSittings.sitting),
          eq(boardChoices.userId, user.id),
        ),
      )
      .where(between(menuSittings.date, from, to))
      .orderBy(asc(menuSittings.date), asc(menuSittings.sitting));
  },

  /** When a board entry was collected, if it was. */
  async collectedAt(db: Executor, entry: BoardEntry): Promise<Date | null> {
    const [row] = await db
      .select({ at: pickupCodes.collectedAt })
      .from(pickupCodes)
      .where(
        and(
          isBoardRow,
          eq(pickupCodes.userId, entry.userId),
          eq(pickupCodes.communityDay, entry.date),
          eq(pickupCodes.sitting, entry.sitting),
        ),
      );
    return row?.at ?? null;
  },

  /** The sittings of a day the resident has collected. */
  async collectedSittings(db: Executor, userId: string, date: string): Promise<Sitting[]> {
    const rows = await db
      .select({ sitting: pickupCodes.sitting })
      .from(pickupCodes)
      .where(and(isBoardRow, eq(pickupCodes.userId, userId), eq(pickupCodes.communityDay, date)));
    return rows.flatMap((r) => (r.sitting ? [r.sitting] : []));
  },

  /** Writes the collect unless it is already written (one row per resident, day, sitting). */
  async insertCollected(
    db: Executor,
    row: BoardEntry & { code: string; shortCode: string; title: string; by: string; at: Date },
  ): Promise<boolean> {
    const added = await db
      .insert(pickupCodes)
      .values({
        code: row.code,
        shortCode: row.shortCode,
        kind: 'board',
        userId: row.userId,
        title: row.title,
        communityDay: row.date,
        sitting: row.sitting,
        collectedAt: row.at,
        collectedBy: row.by,
      })
      .onConflictDoNothing()
      .returning({ id: pickupCodes.id });
    return added.length > 0;
  },

  /** Board entries collected per sitting of a day. */
  collectedCounts(db: Executor, date: string) {
    return db
      .select({ sitting: pickupCodes.sitting, collected: count() })
      .from(pickupCodes)
      .where(and(isBoardRow, eq(pickupCodes.communityDay, date)))
      .groupBy(pickupCodes.sitting);
  },
};
