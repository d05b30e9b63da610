import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { expect, it } from 'vitest';
import { originOf } from '../factories/users';
import { useHostileApp } from './support/hostile/hostile-app';
import { describe as describeCall, planFor } from './support/hostile/hostile-runner';
import { createReferee } from './support/hostile/referee';
import { concreteUrl } from './support/hostile/route-groups';
import { validArbitrary } from './support/hostile/valid-arbitrary';
import { jsonBodySchema } from './support/hostile/json-schema';
import { bodyUnlessStreaming } from './support/send-case';
import { routeKey, servedRoutes } from './support/route-inventory';

const hostile = useHostileApp();

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Stripe signs its webhook and sends no cookie; it is not a browser's to forge.
const NOT_BROWSER_ROUTES = new Set(['POST /api/payments/webhook']);
const CALLS_PER_ROUTE = 6;

/** Where a forged request says it comes from: another site, or a browser that says so itself. */
function foreignSources(own: string) {
  const url = new URL(own);
  const otherPort = `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}`;
  const origin = fc.constantFrom(
    'http://evil.example',
    otherPort,
    'null',
    own.replace(/^http:/, 'https:'),
    `${url.protocol}//sub.${url.hostname}`,
  );
  return fc.oneof(
    origin.map((value) => ({ origin: value })),
    fc
      .constantFrom('cross-site', 'same-site')
      .map((site) => ({ 'sec-fetch-site': site }) as Record<string, string>),
    fc
      .tuple(origin, fc.constantFrom('cross-site', 'same-site'))
      .map(([value, site]) => ({ origin: value, 'sec-fetch-site': site })),
  );
}

// What a page elsewhere can send without asking the browser first, and JSON (which it cannot,
// but a forged Origin must be refused whatever the body).
const BODY_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

it(`refuses ${CALLS_PER_ROUTE} generated cross-site writes with the session cookie on every write route, changing nothing`, async () => {
  const { app, fuzz } = hostile;
  const own = originOf(app).origin;
  const routes = servedRoutes(app).filter(
    (route) => WRITES.has(route.method) && !NOT_BROWSER_ROUTES.has(routeKey(route)),
  );
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const plan = planFor(fuzz, route);
    const url = concreteUrl(route, fuzz.pools, plan.paramPool);
    const schema = plan.body ?? jsonBodySchema(plan.operation);
    const body = schema
      ? validArbitrary(schema, fuzz.pools).map((v) => JSON.stringify(v))
      : fc.constant('{}');
    const calls = fc.record({
      actor: fc.constantFrom('admin' as const, 'silver' as const),
      source: foreignSources(own),
      type: fc.constantFrom(...BODY_TYPES),
      payload: body,
    });
    const referee = await createReferee(fuzz, []);
    for (const call of fc.sample(calls, { numRuns: CALLS_PER_ROUTE, seed: sent + 16 })) {
      const response = await app.inject({
        method: route.method as HTTPMethods,
        url,
        headers: {
          cookie: fuzz.world.people[call.actor].cookie,
          'content-type': call.type,
          ...call.source,
        },
        payload: call.payload,
        payloadAsStream: true,
      });
      const reply = {
        status: response.statusCode,
        body: await bodyUnlessStreaming(response),
        contentType: String(response.headers['content-type'] ?? ''),
      };
      sent += 1;
      const problems = await referee.problems(reply, call.actor, plan.operation);
      if (reply.status !== 403 && reply.status !== 415) problems.push('expected 403 or 415');
      if (problems.length > 0) {
        const request = {
          actor: call.actor,
          kind: `${JSON.stringify(call.source)} ${call.type}`,
          method: route.method,
          url,
          payload: call.payload,
        };
        failures.push(describeCall(request, reply, problems));
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBe(routes.length * CALLS_PER_ROUTE);
  expect(routes.length).toBeGreaterThan(20);
}, 180_000);
