import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../src/env';
import { openConfiguredDatabase, type OpenedDatabase } from '../../src/startup';
import { createTestApp, type TestApp } from '../helpers/test-app';

// How long node-postgres lets an idle connection live unless the pool keeps a minimum.
const POOL_IDLE_MS = 10_000;

let t: TestApp;
let opened: OpenedDatabase | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  await opened?.close();
  opened = undefined;
});

describe("the serving process's PostgreSQL connections", () => {
  it('are all open once the database is, and stay open through a quiet spell', async () => {
    const env = loadEnv({
      ...process.env,
      DATABASE_URL: t.database.pool?.options.connectionString,
    });
    // Only the idle timers are the test's: the connections themselves are real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    opened = await openConfiguredDatabase(env);
    const pool = opened.database.pool;
    expect(pool?.totalCount).toBe(10);
    expect(pool?.idleCount).toBe(10);

    await opened.database.db.execute('select 1');
    vi.advanceTimersByTime(POOL_IDLE_MS * 6);
    expect(pool?.totalCount).toBe(10);
  });
});
