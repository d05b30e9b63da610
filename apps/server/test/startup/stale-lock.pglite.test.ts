import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from '../helpers/server-process';

// Finding 6 of issue 16: a lock naming a pid that another process had since taken (a restarted
// container, where the server was pid 1 before the crash) refused the start.
describe('a lock file left by a crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-stale-lock-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent-web-build' };
  const stranger = spawn('sleep', ['120']);
  afterAll(() => {
    stranger.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['as the old versions wrote it (a bare pid)', () => String(stranger.pid)],
    [
      'naming the pid with a start time that is not its own',
      () => JSON.stringify({ pid: stranger.pid, startTime: '1', bootId: 'another boot' }),
    ],
  ])(
    '%s, when that pid is now another program, does not stop the start',
    async (_name, content) => {
      expect(stranger.pid).toBeGreaterThan(0);
      writeFileSync(path.join(dataDir, 'messmate.lock'), content());
      const server = startServerProcess(env, await freePort());
      await waitForHealth(server);
      expect(server.output()).not.toContain('already in use');
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    },
    120_000,
  );
});
