import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../helpers/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a production start without Stripe keys or PAYMENTS=test stops and says what to set', async () => {
  const server = startServerProcess(
    { NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent-web-build' },
    await freePort(),
  );
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PAYMENTS=test');
  expect(server.output()).toContain('STRIPE_SECRET_KEY');
  // A message for the person starting it, not a stack trace.
  expect(server.output()).not.toMatch(/\n\s+at /);
}, 60_000);
