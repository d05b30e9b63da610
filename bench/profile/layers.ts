import type { Frame } from './cpu-profile';

/** Where a sample's time went, by the nearest frame (from the leaf up) whose code says. */
const LAYERS: { name: string; test: (url: string) => boolean }[] = [
  {
    name: 'PGlite (the database, in WebAssembly)',
    test: (url) => url.includes('@electric-sql/') || url.startsWith('wasm://'),
  },
  {
    name: 'pg (the PostgreSQL client)',
    test: (url) => /~?\/(pg|pg-protocol|pg-pool|pg-types)\//.test(url),
  },
  {
    name: 'drizzle (building queries, mapping rows)',
    test: (url) => url.includes('drizzle-orm') || url.includes('/src/sql/'),
  },
  {
    name: 'better-auth',
    test: (url) => url.includes('better-auth') || url.includes('@better-auth'),
  },
  {
    name: 'zod (validating, serializing)',
    test: (url) => url.includes('/zod/') || url.includes('fastify-type-provider-zod'),
  },
  {
    name: 'compression',
    test: (url) => url.includes('@fastify/compress') || url.includes('node:zlib'),
  },
  {
    name: 'fastify (routing, hooks, replies)',
    test: (url) =>
      url.includes('/fastify/') ||
      url.includes('@fastify/') ||
      url.includes('find-my-way') ||
      url.includes('light-my-request'),
  },
  {
    name: 'the app (apps/server/src)',
    test: (url) => url.includes('/apps/server/src/') || url.includes('/packages/shared/'),
  },
  { name: 'Node (http, net, streams, crypto)', test: (url) => url.startsWith('node:') },
];

const GC = '(garbage collector)';

export function layerOf(stack: Frame[]): string {
  if (stack[0]?.label === GC) return 'garbage collection';
  for (const frame of stack) {
    const layer = LAYERS.find((candidate) => frame.url && candidate.test(frame.url));
    if (layer) return layer.name;
  }
  return 'other';
}
