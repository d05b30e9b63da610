import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from '../helpers/server-process';

// One process owns an embedded database folder; these run the real entry point.
describe('server process on an embedded database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-lifecycle-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent-web-build' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on a live data folder, shuts down on SIGINT and keeps data', async () => {
    const first = startServerProcess(env, await freePort());
    await waitForHealth(first);
    expect(first.output()).toContain('MessMate is ready: open');
    expect(existsSync(path.join(dataDir, 'messmate.lock'))).toBe(true);

    const second = startServerProcess(env, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `is already in use by another MessMate process (pid ${first.child.pid})`,
    );

    // The first process still serves after the refused start.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'messmate.lock'))).toBe(false);

    const again = startServerProcess(env, await freePort());
    await waitForHealth(again);
    const health = await (await fetch(`${again.url}/api/health`)).json();
    expect(health).toMatchObject({ database: 'ok', databaseKind: 'pglite' });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('takes over the lock left by a process that was killed', async () => {
    const victim = startServerProcess(env, await freePort());
    await waitForHealth(victim);
    victim.child.kill('SIGKILL');
    await victim.exited;
    expect(existsSync(path.join(dataDir, 'messmate.lock'))).toBe(true);

    const next = startServerProcess(env, await freePort());
    await waitForHealth(next);
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  }, 120_000);
});
