/** Values the browser journeys share with the server that playwright.config.ts starts. */
import { serverNodeFlags } from '../../apps/server/src/node-flags';
// E2E_PORT lets two runs on one machine use different ports.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A page of another client, on an origin the server lists in CORS_ORIGINS, and one it does not. */
export const E2E_LISTED_CLIENT_PORT = E2E_PORT + 1;
export const E2E_UNLISTED_CLIENT_PORT = E2E_PORT + 2;
export const E2E_LISTED_CLIENT_ORIGIN = `http://127.0.0.1:${E2E_LISTED_CLIENT_PORT}`;
export const E2E_ADMIN = {
  email: 'admin@messmate.test',
  password: 'kitchen-admin-e2e-2026',
  name: 'Kitchen Admin',
};
export const CHROMIUM_PATH = '/usr/bin/chromium';
// The flags this closed machine needs: without them Chromium keeps dialling out and failing.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How the journeys start the server: the built bundle with the flags `npm run serve` gives it
 * (apps/server/node-flags.txt; `npm run test:e2e` and `npm test` build it first).
 */
export const SERVER_NODE_ARGS = [...serverNodeFlags(), 'apps/server/dist/server.js'];
