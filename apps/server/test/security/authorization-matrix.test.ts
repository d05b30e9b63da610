import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AUTHORIZATION_TABLE } from './support/authorization-table';
import { leaksIn, readSecrets, type Secrets } from './support/leak-scan';
import { MANY_WRITES } from './support/many-writes';
import { cspDirectives } from './support/page-scripts';
import { routeKey, servedRoutes } from './support/route-inventory';
import { sendCase } from './support/send-case';
import { changedTables, fingerprintTables } from './support/table-fingerprints';
import { ACTORS, createWorld, type World } from './support/world';

let t: TestApp;
let world: World;
let secrets: Secrets;

beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  world = await createWorld(t.app);
  secrets = await readSecrets(world);
});
afterAll(() => t.close());

const ERROR_KEYS = ['code', 'error', 'message', 'statusCode'];

/** The headers every answer carries, whoever asks and whatever the outcome. */
function headerProblems(headers: Record<string, unknown>): string[] {
  const csp = cspDirectives(headers['content-security-policy'] as string | undefined);
  const problems: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!headers['referrer-policy']) problems.push('no referrer policy');
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'")
    problems.push("frame-ancestors is not 'none'");
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  if (scripts.length === 0 || scripts.includes("'unsafe-inline'"))
    problems.push('inline scripts allowed');
  return problems;
}

describe('the authorization matrix', () => {
  it('has a row for every route the server serves, and none for a route it does not', () => {
    const served = servedRoutes(t.app).map(routeKey);
    for (const key of served) {
      const [method = '', url = ''] = key.split(' ');
      expect(t.app.hasRoute({ method, url }), `${key} read from the router`).toBe(true);
    }
    const inTable = new Set(AUTHORIZATION_TABLE.map((row) => row.route));
    expect(
      served.filter((key) => !inTable.has(key)),
      'served but missing from the table',
    ).toEqual([]);
    expect(
      [...inTable].filter((key) => !served.includes(key)),
      'in the table, not served',
    ).toEqual([]);
  });

  describe.each(AUTHORIZATION_TABLE.map((row) => [`${row.route} (${row.label})`, row] as const))(
    '%s',
    (_name, row) => {
      it.each(ACTORS)('as %s', async (actor) => {
        const request = await row.request(world, actor);
        const before = await fingerprintTables(t.db, row.mayTouch);
        const answer = await sendCase(world, actor, request, row.stream);
        expect(answer.status, answer.text.slice(0, 300)).toBe(row.expect[actor]);

        const leaks = leaksIn(answer.text + JSON.stringify(answer.headers), actor, world, secrets);
        expect(leaks, 'secrets in the response').toEqual([]);
        expect(headerProblems(answer.headers), 'security headers').toEqual([]);

        const refused = answer.status >= 400;
        if (refused) {
          const body: Record<string, unknown> = JSON.parse(answer.text);
          expect(
            Object.keys(body)
              .filter((key) => key !== 'details')
              .sort(),
          ).toEqual(ERROR_KEYS);
          expect(body.statusCode).toBe(answer.status);
          expect(answer.text, 'a refusal reveals the private object').not.toContain(world.marker);
        }
        if (refused || row.unchangedFor?.includes(actor)) {
          const after = await fingerprintTables(t.db, row.mayTouch);
          expect(changedTables(before, after), 'tables changed').toEqual([]);
        }
      });
    },
  );
});
