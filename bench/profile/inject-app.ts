import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/env';
import { openConfiguredDatabase, prepareDatabase } from '../../apps/server/src/startup';
import { pgliteBenchDatabase, postgresBenchDatabase, type BenchDatabase } from '../api/databases';

/**
 * The inject benches' database: PGlite in $BENCH_DATA_DIR/<folder>, or the PostgreSQL database
 * BENCH_PG_DATABASE when DATABASE_URL is set.
 */
export function injectBenchDatabase(folder: string): Promise<BenchDatabase> | BenchDatabase {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl
    ? postgresBenchDatabase(serverUrl)
    : pgliteBenchDatabase(path.join(process.env.BENCH_DATA_DIR ?? '/tmp/messmate-bench', folder));
}

/** The app on `database`, configured as production serves it, migrated and ready. */
export async function injectBenchApp(database: Pick<BenchDatabase, 'serverEnv'>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const env = loadEnv({
    ...inherited,
    ...database.serverEnv,
    NODE_ENV: 'production',
    PAYMENTS: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const opened = await openConfiguredDatabase(env);
  const app = await buildApp({ env, database: opened.database });
  await prepareDatabase(opened.database, env, app.log);
  await app.ready();
  return { app, opened };
}
