import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../client';
import { appliedMigrations, listSequences, listTables, type CatalogTable } from './catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupEnd, type BackupHeader } from './format';
import { quoteIdentifier } from './identifiers';

const ROWS_PER_FETCH = 200;

export interface BackupSummary {
  createdAt: Date;
  rows: Record<string, number>;
}

type WriteLine = (line: string) => Promise<void>;

async function writeTable(tx: Executor, table: CatalogTable, write: WriteLine): Promise<number> {
  await write(JSON.stringify({ '@table': table.name, columns: table.columns }));
  const columns = table.columns.map(quoteIdentifier).join(', ');
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for
      select row_to_json(r)::text as line from (select ${columns} from ${table.name}) r`),
  );
  let count = 0;
  for (;;) {
    const result = (await tx.execute(
      sql.raw(`fetch ${ROWS_PER_FETCH} from backup_rows`),
    )) as unknown as {
      rows: { line: string }[];
    };
    for (const row of result.rows) await write(row.line);
    count += result.rows.length;
    if (result.rows.length < ROWS_PER_FETCH) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return count;
}

/**
 * Writes the whole community to `out` as one backup (see format.ts). Every table is read in one
 * repeatable-read transaction, so the file is one moment of the database, writes racing it
 * either wholly in or wholly out; on PGlite other queries wait until it is done.
 */
export async function writeBackup(handle: DatabaseHandle, out: Writable): Promise<BackupSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const hash = createHash('sha256');
  const write: WriteLine = async (line) => {
    const text = `${line}\n`;
    hash.update(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const createdAt = new Date();
  const rows: Record<string, number> = {};
  try {
    await handle.db.transaction(
      async (tx) => {
        const header: BackupHeader = {
          '@format': BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: createdAt.toISOString(),
          databaseKind: handle.kind,
          migrations: await appliedMigrations(tx),
        };
        await write(JSON.stringify(header));
        for (const table of await listTables(tx))
          rows[table.name] = await writeTable(tx, table, write);
        for (const sequence of await listSequences(tx)) {
          await write(JSON.stringify({ '@sequence': sequence.name, value: sequence.value }));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const end: BackupEnd = { '@end': true, sha256: hash.digest('hex'), rows };
    gzip.end(`${JSON.stringify(end)}\n`);
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  await done;
  return { createdAt, rows };
}
