import { isControlLine, type TableLine } from '../../src/db/backup/format';
import { backupLines } from '../../src/db/backup/read-backup';

/** A fixture's rows per table, as PostgreSQL wrote them then. */
export async function fixtureRows(file: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  let current: string[] | undefined;
  for await (const line of backupLines(file)) {
    if (line.startsWith('{"@table"')) {
      current = [];
      tables[(JSON.parse(line) as TableLine)['@table']] = current;
    } else if (isControlLine(line)) current = undefined;
    else current?.push(line);
  }
  return tables;
}

/** The rows of `before` with no row in `now` holding all its values (new columns may be added). */
export function missingRows(before: string[], now: string[]): string[] {
  const current = now.map((line) => JSON.parse(line) as Record<string, unknown>);
  const keep = (row: Record<string, unknown>, keys: string[]) =>
    JSON.stringify(keys.map((key) => row[key]));
  const rows = before.map((line) => JSON.parse(line) as Record<string, unknown>);
  const keys = Object.keys(rows[0] ?? {});
  const present = new Set(current.map((row) => keep(row, keys)));
  return before.filter((_line, index) => !present.has(keep(rows[index] ?? {}, keys)));
}
