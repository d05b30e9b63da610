import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];
const serverSetup = ['apps/server/test/setup/fail-on-console-error.ts'];
// Each server test file builds its own app on its own database, so a worker can keep the
// modules it imported for the next file: re-importing the server for each of ~150 files
// cost about ten minutes of the two workers' time per database kind.
const serverIsolation = { isolate: false } as const;
// A test about one kind of database names it: lifecycle.pglite.test.ts, reconnect.postgres.test.ts.
const onlyFor = (kind: 'pglite' | 'postgres') => [
  ...configDefaults.exclude,
  `**/*.${kind}.test.ts`,
];

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
  { extends: true, test: { name: 'demo-seed', include: ['packages/demo-seed/src/**/*.test.ts'] } },
  {
    extends: true,
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
    test: {
      name: 'web',
      include: ['apps/web/test/**/*.test.ts'],
      // The web app's logic, without a browser. Dates are read as a resident of the default
      // community (Asia/Dhaka) sees them, whatever zone the machine is in.
      env: { TZ: 'Asia/Dhaka' },
    },
  },
  {
    extends: true,
    test: {
      name: 'server:pglite',
      ...serverIsolation,
      include: serverTests,
      setupFiles: serverSetup,
      exclude: onlyFor('postgres'),
      globalSetup: ['apps/server/test/setup/pglite-template.ts'],
      env: { TEST_DB_KIND: 'pglite' },
    },
  },
];

// With TEST_DATABASE_URL the same API tests run again on a real PostgreSQL server.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'server:postgres',
      ...serverIsolation,
      include: serverTests,
      setupFiles: serverSetup,
      exclude: onlyFor('pglite'),
      globalSetup: ['apps/server/test/setup/postgres-template.ts'],
      env: { TEST_DB_KIND: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them.
    maxWorkers: 2,
  },
});
