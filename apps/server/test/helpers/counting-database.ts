import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import type { TestApp } from './test-app';

export interface CountingDatabase {
  /** A handle on the same data whose every statement (the app's and better-auth's) is counted. */
  handle: DatabaseHandle;
  /** Statements run since the last reset. */
  count(): number;
  reset(): void;
}

/**
 * Another app instance's view of `shared`: on PostgreSQL its own pool on the same database, on
 * PGlite the same embedded database; either way every query it sends is counted.
 */
export async function countingDatabase(shared: DatabaseHandle): Promise<CountingDatabase> {
  let statements = 0;
  const logger = { logQuery: () => void (statements += 1) };
  const url = shared.pool?.options.connectionString;
  const own = url ? await openDatabase({ kind: 'postgres', url, poolSize: 5 }) : undefined;
  const { pglite } = shared;
  if (!own && !pglite) throw new Error('The shared handle has neither a pool nor PGlite');
  const options = { schema, casing: 'snake_case' as const, logger };
  const db = (own?.pool
    ? drizzlePg({ client: own.pool, ...options })
    : drizzlePglite({ client: pglite, ...options })) as unknown as Database;
  const handle: DatabaseHandle = own
    ? { ...own, db }
    : { ...shared, db, close: () => Promise.resolve() };
  return { handle, count: () => statements, reset: () => void (statements = 0) };
}

export interface CountingInstance {
  /** Another app instance on `shared`'s data, built and ready. */
  app: App;
  counted: CountingDatabase;
  close(): Promise<void>;
}

/** A second app instance whose statements are counted, beside the test app `first`. */
export async function countingInstance(first: TestApp): Promise<CountingInstance> {
  const counted = await countingDatabase(first.database);
  const app = await buildApp({ env: first.env, database: counted.handle, logger: false });
  await app.ready();
  return {
    app,
    counted,
    async close() {
      await app.close();
      await counted.handle.close();
    },
  };
}
