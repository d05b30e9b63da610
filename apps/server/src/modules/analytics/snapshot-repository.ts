import { sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { dueUnfrozenExists } from '../board/repository';

interface Taken {
  snapshot: string | undefined;
  /** Sittings of the period wait to be frozen: the snapshot is not the one to key by. */
  due: boolean;
}

const rowOf = (result: unknown) =>
  (result as { rows: { snapshot: string; due?: boolean }[] }).rows[0];

export const snapshotRepository = {
  /**
   * The database's current snapshot as text ('xmin:xmax:xip,…'): it stays the same until a
   * transaction that writes begins or ends, on any connection or instance.
   */
  async current(db: Executor): Promise<string | undefined> {
    return rowOf(await db.execute(sql`select pg_current_snapshot()::text as snapshot`))?.snapshot;
  },

  /**
   * The snapshot and, in the same statement, whether the period has sittings due to be frozen:
   * when none is (almost always), the snapshot is already the one taken after the freeze.
   */
  async currentUnlessDue(db: Executor, period: AnalyticsPeriod, now: Date): Promise<Taken> {
    const row = rowOf(
      await db.execute(
        sql`select pg_current_snapshot()::text as snapshot,
          ${dueUnfrozenExists(period.from, period.to, now)} as due`,
      ),
    );
    return { snapshot: row?.snapshot, due: row?.due === true };
  },
};
