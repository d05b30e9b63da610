import { sql } from 'drizzle-orm';
import type { Executor } from '../../../src/db/client';
import { listTables } from '../../../src/db/backup/catalog';

/** Every table's rows as PostgreSQL writes them in JSON, sorted: equal means the same data. */
export async function tableContents(db: Executor): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const result = (await db.execute(
      sql.raw(`select row_to_json(t)::text as line from ${table.name} t`),
    )) as unknown as { rows: { line: string }[] };
    contents[table.name] = result.rows.map((row) => row.line).sort();
  }
  return contents;
}

export async function rowCounts(db: Executor): Promise<Record<string, number>> {
  const contents = await tableContents(db);
  return Object.fromEntries(Object.entries(contents).map(([name, rows]) => [name, rows.length]));
}
