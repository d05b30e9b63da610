import { buildApp, type App, type AppOptions } from '../../src/app';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { loadEnv, type Env } from '../../src/env';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Database;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

/** The real app on its own fresh database, driven through app.inject(). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Pick<AppOptions, 'pushAgent'> = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent-web-build',
    // Tests change rows behind the server's back; public-answer-cache.test.ts turns it on.
    PUBLIC_ANSWER_CACHE_MS: '0',
    // The same for answers kept by person; person-answers/*.test.ts turn it on.
    PERSON_ANSWER_CACHE: 'false',
    ...overrides,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ env, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** An image path as answers give it: absolute, on the app's PUBLIC_URL. */
export function publicImageUrl(t: TestApp, path: string): string {
  return `${new URL(t.env.PUBLIC_URL ?? `http://localhost:${t.env.PORT}`).origin}${path}`;
}
