import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT, SERVER_NODE_ARGS } from '../support/e2e-env';

/**
 * A server of this journey's own, serving a copy of the built web app, so the journey can deploy
 * "the next version" (a changed service worker) without touching what other journeys load, or
 * tell every resident something without other journeys' residents hearing it. `port` is an
 * offset from E2E_PORT: the journeys' server and its two client origins hold 0 to 2; each journey
 * that runs its own server takes an offset of its own (new-version 3, menu-published 4).
 */
export async function startOwnServer({
  port: offset = 3,
  env = {},
}: { port?: number; env?: Record<string, string> } = {}) {
  const PORT = E2E_PORT + offset;
  const origin = `http://127.0.0.1:${PORT}`;
  // A server left on the port (an earlier run that did not stop) would answer the health check
  // below in this one's place, with its own data.
  const stale = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${PORT} is taken: stop what listens there first`);
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-web-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-data-'));
  cpSync('apps/web/dist', webDir, { recursive: true });
  const server: ChildProcess = spawn('node', SERVER_NODE_ARGS, {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // A fresh database migrates first: most of a minute on a busy two-core machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill();
      throw new Error('the journey’s own server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    /** The next deploy: the same service worker with one byte changed is a new version. */
    deployNextServiceWorker() {
      appendFileSync(path.join(webDir, 'service-worker.js'), '\n// next version\n');
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(webDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
