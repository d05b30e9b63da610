import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Web layers (apps/web/src) ------------------------------------------------------------
// Imports point one way: app -> features -> components | hooks | lib | config -> packages/shared.
// A feature's public surface is its entry file, features/<name>/index.ts: from anywhere outside
// the feature (the app's routes and other features alike) nothing else in it may be imported.
// Inside a feature, files import each other by relative path. Why and how:
// docs/decisions/0008-web-layers-and-typed-client.md
const WEB_SRC = './apps/web/src';
const webFeatures = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBaseLayers = ['components', 'hooks', 'lib', 'config'].map((dir) => `${WEB_SRC}/${dir}`);
const webLayers = {
  files: ['apps/web/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: webBaseLayers,
            from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
            message:
              'components, hooks, lib and config sit below the features and the app: take what a feature knows as props or arguments, or move this code up to app/ or into the feature.',
          },
          {
            target: `${WEB_SRC}/features`,
            from: `${WEB_SRC}/app`,
            message: 'Features never import the app: the app composes features, not the other way.',
          },
          ...webFeatures.map((name) => ({
            target: [
              `${WEB_SRC}/app`,
              `${WEB_SRC}/main.tsx`,
              ...webFeatures
                .filter((other) => other !== name)
                .map((other) => `${WEB_SRC}/features/${other}`),
            ],
            from: `${WEB_SRC}/features/${name}`,
            except: ['./index.ts'],
            message: `Import the ${name} feature through its entry file, '@/features/${name}'; export what you need from there (anything else in a feature is private).`,
          })),
        ],
      },
    ],
    // The package root re-exports every zod schema: a value import from it would ship zod's
    // runtime to pages that only needed a constant. Types are free.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@messmate/shared',
            allowTypeImports: true,
            message:
              "Import the module you need ('@messmate/shared/constants', '/messages', '/paths', '/schemas/…'), or use `import type`.",
          },
        ],
      },
    ],
    // Each feature's cache keys come from its factory (api/query-keys.ts), so a key is written
    // once and every invalidation of it names the same thing.
    'no-restricted-syntax': [
      'error',
      {
        selector: 'Property[key.name="queryKey"] > ArrayExpression',
        message:
          "Build query keys with the owning feature's factory (features/<name>/api/query-keys.ts), not an array literal.",
      },
    ],
  },
};
// The bottom layer, shared with the server: it knows neither app, nor React.
const sharedPackageBelowApps = {
  files: ['packages/shared/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: './packages/shared',
            from: './apps',
            message: 'packages/shared is used by both apps and imports neither.',
          },
        ],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*'],
            message: 'packages/shared runs on the server too: no UI library here.',
          },
          {
            group: [
              'drizzle-orm',
              'drizzle-orm/*',
              'pg',
              '@electric-sql/*',
              'fastify',
              'fastify*',
              '@fastify/*',
              'better-auth*',
            ],
            message: 'packages/shared runs in the browser too: no server or database package here.',
          },
        ],
      },
    ],
  },
};
const webQueryKeyFactories = {
  files: ['apps/web/src/features/*/api/query-keys.ts'],
  rules: { 'no-restricted-syntax': 'off' },
};
// ---- end of web layers ---------------------------------------------------------------------

// ---- the demo seed ---------------------------------------------------------------------------
// The demo community (packages/demo-seed) is data only: it never reaches into the apps or a
// database; the server stores what it makes. The server loads it with import() on the one start
// that seeds (apps/server/src/demo/): a static import would put it back into the bundle every
// start loads, so only its types may be imported statically.
const DEMO_SEED_MAKES_DATA = 'The demo seed makes data; the server writes it (apps/server/src/demo).';
const demoSeedMakesDataOnly = {
  files: ['packages/demo-seed/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [{ target: './packages/demo-seed', from: './apps', message: DEMO_SEED_MAKES_DATA }],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg', '@messmate/server*'],
            message: DEMO_SEED_MAKES_DATA,
          },
        ],
      },
    ],
  },
};
const demoSeedLoadedOnlyWhenSeeding = {
  files: ['apps/server/src/**/*.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@messmate/demo-seed',
            allowTypeImports: true,
            message:
              "Load it with await import('@messmate/demo-seed') where the seed runs, so it stays out of the server bundle.",
          },
        ],
      },
    ],
  },
};
// ---- end of the demo seed ------------------------------------------------------------------

// ---- Server layers (apps/server/src) ---------------------------------------------------------
// The composition root (app.ts, api-routes.ts, server.ts, startup.ts, demo/) may import anything.
// Under it, imports only run downwards:
//   modules/<name>/  routes (routes.ts, *-routes.ts, *-route.ts): HTTP only, declare access
//                    -> service (every other file): rules, transactions, notifications
//                    -> repository (repository.ts, *-repository.ts): named queries -> db/
//   access/    who is calling and what they may do: Caller, the one access hook, owner-or-admin
//   auth/      accounts: better-auth, the user rows everyone looks people up by
//   plugins/, payments/ (card processors), db/ (schema, client, query helpers), lib/ (pure)
// None of those imports modules/. Notifications are a service other services call: nothing
// below a service (a repository) may send one. docs/decisions/0010-server-layers-and-access.md
const inServer = (...globs) =>
  globs.map((glob) => `${import.meta.dirname}/apps/server/src/${glob}`);
const MODULES = inServer('modules/**');
const ROUTES = inServer('modules/*/routes.ts', 'modules/*/*-routes.ts', 'modules/*/*-route.ts');
const REPOSITORIES = inServer('modules/*/repository.ts', 'modules/*/*-repository.ts');
const SERVICES = inServer('modules/*/!(*routes|*route|*repository).ts');
// Stores of rows that live outside modules/: reached through services, like repositories.
const STORES = inServer(
  '{auth/user-store,auth/sign-in-attempts,auth/auth-secret,payments/intent-store}.ts',
);
const DATABASE_PACKAGES = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'];
const serverLayers = {
  files: ['apps/server/src/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: inServer(
              'lib/**',
              'db/**',
              'auth/**',
              'plugins/**',
              'payments/**',
              'access/**',
            ),
            from: MODULES,
            message:
              'lib/, db/, auth/, plugins/, payments/ and access/ never import modules/: move the code down, or call it from a module.',
          },
          {
            target: inServer('lib/**'),
            from: inServer('**'),
            except: inServer('lib/**'),
            message: 'lib/ holds small pure helpers: it imports nothing else of the server.',
          },
          {
            target: inServer('db/**'),
            from: inServer('auth/**', 'access/**', 'plugins/**', 'payments/**', 'demo/**'),
            message: 'db/ is the bottom layer: schema, client and query helpers only.',
          },
          {
            target: inServer('auth/**'),
            from: inServer('access/**', 'plugins/**'),
            message:
              'auth/ sits below access/ and plugins/: they may use it, not the other way round.',
          },
          {
            target: ROUTES,
            from: [...REPOSITORIES, ...STORES, ...inServer('db/**')],
            message:
              'Routes call services, never repositories or the database (routes -> service -> repository -> db).',
          },
          {
            target: SERVICES,
            from: [...ROUTES, ...inServer('db/schema/**', 'db/migrations/**')],
            message:
              'A service never imports routes, and reaches tables only through repositories.',
          },
          {
            target: REPOSITORIES,
            from: [...MODULES, ...inServer('access/**', 'plugins/**')],
            except: REPOSITORIES,
            message:
              'A repository holds queries: it imports db/ and other repositories, never a service, routes or access rules.',
          },
          {
            target: REPOSITORIES.map((glob) =>
              glob.replace('modules/*/', 'modules/!(notifications)/'),
            ),
            from: inServer('modules/notifications/**'),
            message:
              'A repository never sends notifications: its service does (notifications/notify).',
          },
        ],
      },
    ],
  },
};
const serverSqlOnlyInRepositories = {
  files: ['apps/server/src/modules/*/!(*repository).ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: DATABASE_PACKAGES,
            message: 'Only repositories (and db/) write SQL: add a named query to a repository.',
          },
        ],
      },
    ],
  },
};
// ---- end of server layers --------------------------------------------------------------------

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Imports are resolved as TypeScript resolves them (the web's '@/' alias, the workspace
  // packages), so the layer rules below see real paths. docs/architecture.md draws the layers.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  webLayers,
  webQueryKeyFactories,
  sharedPackageBelowApps,
  demoSeedMakesDataOnly,
  demoSeedLoadedOnlyWhenSeeding,
  serverLayers,
  serverSqlOnlyInRepositories,
);
