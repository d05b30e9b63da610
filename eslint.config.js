import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Server layers (apps/server/src) and the shared package ───────────────────────────────────
// The composition root (app.ts, api-routes.ts, server.ts, startup.ts) may import anything.
// Under it, imports only run downwards:
//   modules/<name>/  routes (routes.ts, *-routes.ts, *-route.ts): HTTP only, declare access
//                    → service (every other file): rules, transactions, notifications
//                    → repository (repository.ts, *-repository.ts): named queries → db/
//   access/    who is calling and what they may do: Caller, the one access hook, owner-or-admin
//   auth/      accounts: better-auth, the user rows everyone looks people up by
//   plugins/, payments/ (card processors), db/ (schema, client, query helpers), lib/ (pure)
// None of those imports modules/. Notifications are a service other services call: nothing
// below a service (a repository) may send one. docs/decisions/0008-server-layers-and-access.md.
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const inServer = (...globs) => globs.map((glob) => path.join(repoRoot, 'apps/server/src', glob));
const MODULES = inServer('modules/**');
const ROUTES = inServer('modules/*/routes.ts', 'modules/*/*-routes.ts', 'modules/*/*-route.ts');
const REPOSITORIES = inServer('modules/*/repository.ts', 'modules/*/*-repository.ts');
const SERVICES = inServer('modules/*/!(*routes|*route|*repository).ts');
// Stores of rows that live outside modules/: reached through services, like repositories.
const STORES = inServer(
  '{auth/user-store,auth/sign-in-attempts,auth/auth-secret,payments/intent-store}.ts',
);
const DATABASE_PACKAGES = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'];

const serverZones = [
  {
    // db/seed is on its way out of db/ into packages/demo-seed (issue 15's seed half); until that
    // lands it is outside this zone. Delete the !(seed) once it has.
    target: [
      ...inServer(
        'lib/**',
        'db/*.ts',
        'db/!(seed)/**',
        'auth/**',
        'plugins/**',
        'payments/**',
        'access/**',
      ),
    ],
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
    target: inServer('db/*.ts', 'db/!(seed)/**'),
    from: inServer('auth/**', 'access/**', 'plugins/**', 'payments/**'),
    message: 'db/ is the bottom layer: schema, client and query helpers only.',
  },
  {
    target: inServer('auth/**'),
    from: inServer('access/**', 'plugins/**'),
    message: 'auth/ sits below access/ and plugins/: they may use it, not the other way round.',
  },
  {
    target: ROUTES,
    from: [...REPOSITORIES, ...STORES, ...inServer('db/**')],
    message:
      'Routes call services, never repositories or the database (routes → service → repository → db).',
  },
  {
    target: SERVICES,
    from: [...ROUTES, ...inServer('db/schema/**', 'db/migrations/**')],
    message: 'A service never imports routes, and reaches tables only through repositories.',
  },
  {
    target: REPOSITORIES,
    from: [...MODULES, ...inServer('access/**', 'plugins/**')],
    except: inServer('modules/*/repository.ts', 'modules/*/*-repository.ts'),
    message:
      'A repository holds queries: it imports db/ and other repositories, never a service, routes or access rules.',
  },
  {
    target: REPOSITORIES.map((glob) => glob.replace('modules/*/', 'modules/!(notifications)/')),
    from: inServer('modules/notifications/**'),
    message: 'A repository never sends notifications: its service does (notifications/notify).',
  },
];

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
  // Server layers and the shared package (see the comment at the top of this file).
  {
    files: ['apps/server/src/**/*.ts', 'packages/shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            {
              target: path.join(repoRoot, 'packages/shared'),
              from: path.join(repoRoot, 'apps'),
              message: 'packages/shared is used by both apps and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
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
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...DATABASE_PACKAGES, 'fastify', 'fastify*', '@fastify/*', 'better-auth*'],
              message: 'packages/shared never imports the server or the database.',
            },
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'preact',
                'preact/*',
                '@tanstack/*',
              ],
              message:
                'packages/shared never imports React: it holds schemas, constants and texts.',
            },
          ],
        },
      ],
    },
  },
);
