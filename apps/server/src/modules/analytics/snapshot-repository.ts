import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export const snapshotRepository = {
  /**
   * The database's current snapshot as text ('xmin:xmax:xip,…'): it stays the same until a
   * transaction that writes begins or ends, on any connection or instance.
   */
  async current(db: Executor): Promise<string | undefined> {
    const result = await db.execute(sql`select pg_current_snapshot()::text as snapshot`);
    return (result as unknown as { rows: { snapshot: string }[] }).rows[0]?.snapshot;
  },
};
