/**
 * The lock a transaction takes on a parent row (a meal, a resident) while it changes what
 * hangs off it. Not FOR UPDATE: that would also block other transactions' foreign-key checks
 * on this row, and a resident's like, review and request at once would deadlock.
 */
export const PARENT_ROW_LOCK = 'no key update' as const;

/** The one row an INSERT … RETURNING gave back; no row means the database broke its promise. */
export function insertedRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}
