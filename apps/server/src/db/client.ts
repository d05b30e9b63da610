import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { reusePgliteStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Anything a repository query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * Open every connection now and keep them while idle, as a serving process does: a rush
       * after a quiet spell would otherwise wait while PostgreSQL starts a backend for each
       * connection the pool had let go (decision 0059).
       */
      keepAllOpen?: boolean;
    };

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** The raw PGlite instance (embedded mode only), for LISTEN/NOTIFY and dumps. */
  pglite?: PGlite;
  /** The raw pool (PostgreSQL mode only). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly memory, which only ever grows, so its
 * default 128 MB buffer cache would sit in the server's resident memory for good. Pages it evicts
 * are read back from the operating system's file cache, which costs microseconds.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openEvery(pool: pg.Pool, size: number) {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  for (const client of clients) client.release();
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const size = config.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: config.url,
      max: size,
      min: config.keepAllOpen ? size : 0,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    if (config.keepAllOpen) await openEvery(pool, size);
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  reusePgliteStatements(pglite);
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}
