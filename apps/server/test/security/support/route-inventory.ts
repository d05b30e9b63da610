import type { App } from '../../../src/app';

/** One method and path the server answers, written as Fastify declares it ('/api/meals/:id'). */
export interface ServedRoute {
  method: string;
  url: string;
}

export const routeKey = (route: ServedRoute) => `${route.method} ${route.url}`;

const TREE_LINE = /^([│├└─\s]*)(.*)$/u;
const NODE = /^(.*?)(?: \(([A-Z, ]+)\))?$/;
const EMPTY_ROOT = '(empty root node)';

/**
 * Every route the built app serves, read from its own router (printRoutes draws the radix
 * tree: each node's text continues its parent's path). HEAD mirrors GET and is left out, and so
 * is OPTIONS: the CORS preflight answers it at every address (test/clients/cors.test.ts).
 */
export function servedRoutes(app: App): ServedRoute[] {
  const prefixes: string[] = [''];
  const found: ServedRoute[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const [, drawing = '', text = ''] = TREE_LINE.exec(line) ?? [];
    if (!text) continue;
    const depth = drawing.length / 4;
    // With a route at '*' (the CORS preflight's OPTIONS) the root has no text of its own.
    const [, segment = '', methods] = NODE.exec(text === EMPTY_ROOT ? '' : text) ?? [];
    const url = `${prefixes[depth - 1] ?? ''}${segment}`;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url });
    }
  }
  return found;
}
