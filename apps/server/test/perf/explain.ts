import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';

/** The plan PostgreSQL picks for a query, as EXPLAIN's text lines joined. */
export async function planOf(db: Executor, query: { getSQL(): SQL }): Promise<string> {
  const result = await db.execute(sql`explain ${query.getSQL()}`);
  // The driver's raw result type is not known statically; EXPLAIN yields rows of one text column.
  const { rows } = result as { rows: Record<string, unknown>[] };
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}
