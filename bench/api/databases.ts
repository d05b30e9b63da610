import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import { loadEnv } from '../../apps/server/src/env';
import { openConfiguredDatabase, prepareDatabase } from '../../apps/server/src/startup';
import { growMeals, type SeedCounts } from './seed';

export type DatabaseKind = 'pglite' | 'postgres';

/** A throwaway bench database that grows from one size to the next. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** What the server process needs in its environment to open this database. */
  serverEnv: Record<string, string>;
  grow(target: number): Promise<SeedCounts & { busiestMealId: string }>;
  /** Runs `work` on the database while no server holds it (PGlite has one owner at a time). */
  use<Result>(work: (db: Executor) => Promise<Result>): Promise<Result>;
  /** The processes of PostgreSQL's backends on this database now (none for PGlite). */
  backendPids(): Promise<number[]>;
  drop(): Promise<void>;
}

// BENCH_PG_DATABASE names another throwaway database, so two benches on one server never drop
// each other's.
const BENCH_DATABASE = process.env.BENCH_PG_DATABASE ?? 'messmate_bench';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(BENCH_DATABASE)) {
  throw new Error('BENCH_PG_DATABASE must be a plain lower-case name (letters, digits, _).');
}
const quietLog = { info: (message: string) => console.log(`  ${message}`) };

async function busiestMeal(db: Executor): Promise<string> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from meals order by reviews_count desc, id limit 1`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The bench database has no meals');
  return id;
}

async function useWith<Result>(
  env: Record<string, string>,
  work: (db: Executor) => Promise<Result>,
): Promise<Result> {
  const config = loadEnv({ ...env, SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  const opened = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(opened.database, config, quietLog);
    return await work(opened.database.db);
  } finally {
    await opened.close();
  }
}

function growWith(env: Record<string, string>, target: number) {
  return useWith(env, async (db) => {
    const counts = await growMeals(db, target);
    return { ...counts, busiestMealId: await busiestMeal(db) };
  });
}

/** An embedded database in its own folder, emptied first. */
export function pgliteBenchDatabase(dataRoot: string): BenchDatabase {
  const dataDir = path.join(dataRoot, 'pglite-data');
  rmSync(dataDir, { recursive: true, force: true });
  const serverEnv = { DATA_DIR: dataDir };
  return {
    kind: 'pglite',
    serverEnv,
    grow: (target) => growWith(serverEnv, target),
    use: (work) => useWith(serverEnv, work),
    // The database runs in the server's own process, so its CPU is the server's.
    backendPids: async () => [],
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function onServer<Row extends object>(serverUrl: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** A database of its own on the PostgreSQL server at `serverUrl` (never the one named there). */
export async function postgresBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  await onServer(serverUrl, `drop database if exists ${BENCH_DATABASE} with (force)`);
  await onServer(serverUrl, `create database ${BENCH_DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const serverEnv = { DATABASE_URL: url.toString() };
  return {
    kind: 'postgres',
    serverEnv,
    grow: (target) => growWith(serverEnv, target),
    use: (work) => useWith(serverEnv, work),
    backendPids: async () =>
      (
        await onServer<{ pid: number }>(
          serverUrl,
          `select pid from pg_stat_activity where datname = '${BENCH_DATABASE}'`,
        )
      ).map((row) => row.pid),
    drop: async () => {
      await onServer(serverUrl, `drop database if exists ${BENCH_DATABASE} with (force)`);
    },
  };
}
