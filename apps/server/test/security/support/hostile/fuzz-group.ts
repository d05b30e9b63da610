import { expect } from 'vitest';
import type { App } from '../../../../src/app';
import type { FuzzWorld } from './fuzz-world';
import { fuzzRoute } from './hostile-runner';
import { groupOf, type RouteGroup } from './route-groups';
import { routeKey, servedRoutes } from '../route-inventory';

/** Generated calls per route and run: wrong types, missing and extra fields, hostile text. */
export const RUNS_PER_ROUTE = 40;

/** Fuzzes every served route of one group; every failure is listed, not just the first. */
export async function fuzzGroup(app: App, fuzz: FuzzWorld, group: RouteGroup) {
  const routes = servedRoutes(app).filter((route) => groupOf(route) === group);
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    try {
      sent += await fuzzRoute(fuzz, route, RUNS_PER_ROUTE);
    } catch (error) {
      failures.push(
        `${routeKey(route)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  expect(failures).toEqual([]);
  expect(routes.length).toBeGreaterThan(0);
  expect(sent).toBe(routes.length * RUNS_PER_ROUTE);
}
