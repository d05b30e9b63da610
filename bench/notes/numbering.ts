/**
 * What numbering notifications in write order costs (decision 0050): migration 0024 on a table
 * of existing notes, the table's size before and after, and a note's insert before and after.
 *
 *   node --import tsx bench/notes/numbering.ts [--notes 100000] [--db pglite|postgres] [--suffix loaded]
 *
 * PGlite in $BENCH_DATA_DIR/notes-numbering (emptied first); PostgreSQL in a throwaway database
 * $BENCH_PG_DATABASE (default messmate_bench_notes) on the server in DATABASE_URL, dropped after.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { applyMigrations } from '../../apps/server/src/db/backup/migrate-to';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { migrationsFolder } from '../../apps/server/src/paths';
import { rowsOf } from '../../apps/server/src/db/rows-of';

const { values } = parseArgs({
  options: {
    notes: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'pglite' },
    suffix: { type: 'string', default: '' },
  },
});
const NOTES = Number(values.notes);
const INSERTS = 2000;
const USERS = 500;
const kind = values.db === 'postgres' ? 'postgres' : 'pglite';
const pgDatabase = process.env.BENCH_PG_DATABASE ?? 'messmate_bench_notes';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = path.join(
      process.env.BENCH_DATA_DIR ?? '/tmp/messmate-bench',
      'notes-numbering',
    );
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const handle = await openDatabase({ kind, dataDir });
    return { handle, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
  await onServer(`drop database if exists ${pgDatabase} with (force)`);
  await onServer(`create database ${pgDatabase}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${pgDatabase}`;
  const handle = await openDatabase({ kind, url: url.toString() });
  return { handle, drop: () => onServer(`drop database if exists ${pgDatabase} with (force)`) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function one<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(handle.db, query);
  if (!row) throw new Error('no row');
  return row;
}

const sizeOf = (handle: DatabaseHandle) =>
  one<{ bytes: number }>(
    handle,
    sql`select pg_total_relation_size('notifications')::float8 as bytes`,
  );

/** INSERTS single-row inserts, each its own statement, as notify() writes one note. */
const insertNotes = (handle: DatabaseHandle, label: string) =>
  timed(async () => {
    for (let n = 0; n < INSERTS; n += 1) {
      await handle.db.execute(sql`insert into notifications (user_id, kind, title, body)
        values (${`bench-user-${n % USERS}`}, 'bench', ${label}, 'b')`);
    }
  });

const migrations = readMigrationFiles({ migrationsFolder });
const numbering = migrations.findIndex((m) =>
  m.sql.some((statement) => statement.includes('ADD GENERATED ALWAYS AS IDENTITY')),
);
const { handle, drop } = await open();
try {
  await applyMigrations(handle, migrations.slice(0, numbering));
  await handle.db.execute(sql`insert into "user" (id, name, email)
    select 'bench-user-' || n, 'Bench ' || n, 'bench-' || n || '@example.com'
    from generate_series(0, ${USERS - 1}) as n`);
  // Many notes per instant, as a menu published to every resident writes them.
  await handle.db
    .execute(sql`insert into notifications (user_id, kind, title, body, created_at, read_at)
    select 'bench-user-' || (n % ${USERS}), 'bench', 'Note ' || n, 'b',
           timestamptz '2026-01-01Z' + (n / ${USERS}) * interval '1 minute',
           case when n % 10 = 0 then null else now() end
    from generate_series(1, ${NOTES}) as n`);
  await handle.db.execute(sql`vacuum analyze notifications`);
  const sizeBefore = (await sizeOf(handle)).bytes;
  const insertBefore = await insertNotes(handle, 'before');
  const migration = await timed(() => applyMigrations(handle, migrations.slice(0, numbering + 1)));
  const sizeAfterMigration = (await sizeOf(handle)).bytes;
  await handle.db.execute(sql`vacuum full analyze notifications`);
  const sizeAfterVacuum = (await sizeOf(handle)).bytes;
  const insertAfter = await insertNotes(handle, 'after');
  const load = os.loadavg()[0]?.toFixed(2) ?? '?';
  const rows = {
    database: kind,
    notes: NOTES + INSERTS,
    loadAverage: load,
    migrationMs: Math.round(migration),
    sizeBeforeMB: +(sizeBefore / 2 ** 20).toFixed(1),
    sizeRightAfterMigrationMB: +(sizeAfterMigration / 2 ** 20).toFixed(1),
    sizeAfterVacuumFullMB: +(sizeAfterVacuum / 2 ** 20).toFixed(1),
    insertUsBefore: Math.round((insertBefore * 1000) / INSERTS),
    insertUsAfter: Math.round((insertAfter * 1000) / INSERTS),
  };
  console.log(rows);
  const name = `notes-numbering-${kind}${values.suffix ? `-${values.suffix}` : ''}`;
  const table = [
    `# Notes numbered in write order (migration 0024): ${kind}, ${rows.notes} notes`,
    '',
    `Load average (1 min) at the end: ${load} (2 cores, other helpers running).`,
    '',
    '| measure | value |',
    '| --- | --- |',
    ...Object.entries(rows).map(([key, value]) => `| ${key} | ${value} |`),
    '',
  ].join('\n');
  writeFileSync(path.join('bench/results', `${name}.md`), table);
  writeFileSync(path.join('bench/results', `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
} finally {
  await handle.close();
  await drop();
}
