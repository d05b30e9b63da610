import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../client';
import { listForeignKeys, listTables } from './catalog';
import { BackupFileError, isControlLine, type SequenceLine, type TableLine } from './format';
import { quoteIdentifier } from './identifiers';
import { applyMigrations, migrationsUpTo } from './migrate-to';
import { backupLines, type VerifiedBackup } from './read-backup';

const BATCH_BYTES = 2 * 1024 * 1024;

interface Batch {
  table: TableLine;
  rows: string[];
  bytes: number;
}

async function insertBatch(tx: Executor, batch: Batch): Promise<void> {
  if (batch.rows.length === 0) return;
  const name = batch.table['@table'];
  const columns = batch.table.columns.map(quoteIdentifier).join(', ');
  await tx.execute(
    sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) overriding system value
      select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(name)}, ${`[${batch.rows.join(',')}]`}::json)`,
  );
  batch.rows = [];
  batch.bytes = 0;
}

/** Streams the file's rows into the (emptied) tables; foreign keys are checked once, at the end. */
async function loadRows(tx: Executor, file: string): Promise<void> {
  const tables = new Set((await listTables(tx)).map((table) => table.name));
  let batch: Batch | undefined;
  for await (const line of backupLines(file)) {
    if (!isControlLine(line)) {
      if (!batch) continue;
      batch.rows.push(line);
      batch.bytes += line.length;
      if (batch.bytes >= BATCH_BYTES) await insertBatch(tx, batch);
    } else if (line.startsWith('{"@table"')) {
      if (batch) await insertBatch(tx, batch);
      const table = JSON.parse(line) as TableLine;
      if (!tables.has(table['@table'])) {
        throw new BackupFileError(
          `The backup holds a table this database lacks: ${table['@table']}.`,
        );
      }
      batch = { table, rows: [], bytes: 0 };
    } else if (line.startsWith('{"@sequence"')) {
      if (batch) await insertBatch(tx, batch);
      batch = undefined;
      const sequence = JSON.parse(line) as SequenceLine;
      if (sequence.value !== null) {
        await tx.execute(sql`select setval(${sequence['@sequence']}::regclass, ${sequence.value})`);
      }
    }
  }
  if (batch) await insertBatch(tx, batch);
}

/**
 * Restores a verified backup into an empty database: this release's migrations up to the
 * backup's, then every row in one transaction (triggers off, foreign keys added back after).
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  { header }: VerifiedBackup,
): Promise<void> {
  await applyMigrations(handle, migrationsUpTo(header.migrations));
  await handle.db.transaction(async (tx) => {
    const tables = await listTables(tx);
    const foreignKeys = await listForeignKeys(tx);
    for (const key of foreignKeys) {
      await tx.execute(
        sql.raw(`alter table ${key.table} drop constraint ${quoteIdentifier(key.name)}`),
      );
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${table.name} disable trigger user`));
      // Rows a migration itself inserted make way for the backup's.
      await tx.execute(sql.raw(`delete from ${table.name}`));
    }
    await loadRows(tx, file);
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${table.name} enable trigger user`));
    }
    for (const key of foreignKeys) {
      await tx.execute(
        sql.raw(
          `alter table ${key.table} add constraint ${quoteIdentifier(key.name)} ${key.definition}`,
        ),
      );
    }
  });
}
