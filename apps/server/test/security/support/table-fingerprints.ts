import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';

/** Row count and a checksum of every row, per table of the app's schema. */
export type Fingerprints = Record<string, string>;

interface Row {
  name: string;
  fingerprint: string;
}

function rowsOf(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('execute returned no rows');
  return rows as Row[];
}

let tableNames: string[] | undefined;

async function appTables(db: Database): Promise<string[]> {
  if (!tableNames) {
    const result = await db.execute(sql`
      select table_name as name, '' as fingerprint from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    tableNames = rowsOf(result).map((row) => row.name);
  }
  return tableNames;
}

/**
 * What every table holds now, to compare before and after a refused request. `except`
 * names tables a refusal may rightly touch (sign-in attempt counters).
 */
export async function fingerprintTables(
  db: Database,
  except: readonly string[] = [],
): Promise<Fingerprints> {
  const names = (await appTables(db)).filter((name) => !except.includes(name));
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint from ${sql.identifier(name)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(rowsOf(result).map((row) => [row.name, row.fingerprint]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprints, after: Fingerprints): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The next transaction id the database will hand out. Reads never take one, so while it
 * stays the same nothing was written; when it moves, compare fingerprints to see what was.
 */
export async function writeMark(db: Database): Promise<string> {
  const result = await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as name, '' as fingerprint`,
  );
  return rowsOf(result)[0]?.name ?? '';
}
