import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows of a raw statement, on either driver. Both drivers answer `execute` with `{ rows }`,
 * but drizzle types the two answers apart; the row's type is the statement's, told by the caller.
 */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return rows;
}
