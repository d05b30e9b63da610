import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_LISTED_CLIENT_ORIGIN,
  E2E_PORT,
  SERVER_NODE_ARGS,
} from './e2e/support/e2e-env';

// A fresh embedded database per run, seeded with the demo community like a first `npm start`.
// The journeys make their own meals and residents, so they pass with SEED_DEMO=false as well.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  // A failure is a failure: no retries. Two workers, their two Chromiums and the server share
  // CI's two cores, so a journey that takes 9 s alone takes 40-50 s beside an axe-heavy one
  // (the server's own loop stays free: its longest stall with its own CPU behind it was under
  // 0.1 s). 90 s keeps the slowest ordinary journeys well inside the limit; the axe sweeps
  // ask for more with test.slow().
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker answers fetches itself, and page.route() does not see those:
    // journeys that stub the network keep it out. e2e/pwa/ lets it in (test.use).
    serviceWorkers: 'block',
    // Pages as a resident who asked for less motion sees them (the app honours it). Every frame
    // of a fade, a pulse or a smooth scroll is composited in Chromium's GPU process, in software
    // here: with motion, the GPU process spent 71 of e2e/residents' 295 CPU-seconds on 2 cores;
    // without, 36 of 236, and the run took 2.1 min instead of 2.6.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: ['node', ...SERVER_NODE_ARGS].join(' '),
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // No Stripe keys in the journeys: the built-in test processor, asked for by name.
      PAYMENTS: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      CORS_ORIGINS: E2E_LISTED_CLIENT_ORIGIN,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Test only: a request's `x-test-now: <ISO>` header is its clock (the mess board's
      // cut-offs), so a journey moves its own time without touching the others'.
      TEST_CLOCK_HEADER: 'true',
      // Every journey's kitchen is the one e2e admin account, on two workers at once: the mess
      // board's journeys alone plan dozens of sittings a minute as it. The per-account write
      // limit (60 a minute by default) is the server tests' to prove, not the journeys' to hit.
      WRITE_RATE_LIMIT_MAX: '600',
      // Every journey signs up and in from 127.0.0.1: on a quiet machine the two workers pass
      // the per-network limit (120 a minute) and journeys get 429s. The server tests prove the
      // limit (test/auth/rate-limit.test.ts); the journeys only share one address.
      AUTH_RATE_LIMIT_IP_MAX: '1200',
    },
  },
});
