import path from 'node:path';
import { ensureAdminAccount } from './auth/admin-bootstrap';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDemoDataIfEmpty } from './demo/seed-demo-community';
import type { Env } from './env';

export interface Logger {
  info(message: string): void;
}

export interface OpenedDatabase {
  database: DatabaseHandle;
  /** Closes the database and gives the data folder back. */
  close(): Promise<void>;
}

/** Opens the configured database (PostgreSQL, or PGlite guarded by a lock file). */
export async function openConfiguredDatabase(env: Env): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const database = await openDatabase({
      kind: 'postgres',
      url: env.DATABASE_URL,
      keepAllOpen: true,
    });
    return { database, close: () => database.close() };
  }
  const releaseLock = lockDataDir(env.DATA_DIR);
  try {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(env.DATA_DIR, 'pglite'),
    });
    return {
      database,
      async close() {
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Everything a database needs before the app serves from it: schema, then demo data. */
export async function prepareDatabase(
  database: DatabaseHandle,
  env: Env,
  log: Logger,
): Promise<void> {
  await runMigrations(database);
  await ensureAdminAccount(database.db, env, log);
  if (env.SEED_DEMO) {
    const seeded = await seedDemoDataIfEmpty(database.db, new Date(), env.TZ_COMMUNITY);
    if (seeded)
      log.info(`Seeded demo data: ${seeded.meals} meals, ${seeded.upcomingMeals} upcoming meals.`);
  }
}
