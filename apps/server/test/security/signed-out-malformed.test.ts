import type { InjectOptions } from 'fastify';
import { ErrorBodySchema } from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  jsonBodySchema,
  operationOf,
  type OpenApiDocument,
  type Operation,
} from './support/hostile/json-schema';
import { AUTHORIZATION_TABLE } from './support/authorization-table';
import { MANY_WRITES } from './support/many-writes';
import { servedRoutes, type ServedRoute } from './support/route-inventory';

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  admin = await signedInAs(t.app, { role: 'admin' });
  student = await signedInAs(t.app, { badge: 'Platinum' });
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const withParams = (route: ServedRoute, value: string) =>
  route.url.replace(/:\w+/g, encodeURIComponent(value));
/** The address with its parameters written as they are: no escaping. */
const withRawParams = (route: ServedRoute, raw: string) => route.url.replace(/:\w+/g, raw);
const BAD_QUERY = new URLSearchParams({
  email: 'not an email '.repeat(40),
  limit: '-5',
  cursor: 'not-a-cursor',
  status: 'lost',
  search: 's'.repeat(300),
}).toString();
// Wrong types for every field some route's body takes.
const BAD_BODY = Object.fromEntries(
  ['content', 'rating', 'mealId', 'liked', 'ids', 'plan', 'amount', 'package', 'transactionId']
    .concat(['clientSecret', 'card', 'title', 'category', 'price', 'image', 'name', 'email'])
    .map((field) => [field, field === 'content' ? 42 : { not: 'this' }]),
);

interface Variant {
  name: string;
  /** Whether a signed-in caller's copy of the request must be refused as malformed (400). */
  malformedFor(route: ServedRoute, operation: Operation): boolean;
  request(route: ServedRoute): InjectOptions;
}

const VARIANTS: Variant[] = [
  {
    name: 'a malformed id in the address',
    malformedFor: (route) => route.url.includes(':id'),
    request: (route) => ({ method: route.method as 'GET', url: withParams(route, 'not-an-id') }),
  },
  {
    // The router cannot decode it: the answer is made before any route runs.
    name: 'a broken %-escape in the address',
    malformedFor: (route) => route.url.includes(':'),
    request: (route) => ({ method: route.method as 'GET', url: withRawParams(route, '%E0%A4%A') }),
  },
  {
    name: 'an id longer than any address part the router takes',
    malformedFor: () => false,
    request: (route) => ({
      method: route.method as 'GET',
      url: withParams(route, 'x'.repeat(1000)),
    }),
  },
  {
    name: 'a query with bad values',
    malformedFor: (_route, operation) =>
      (operation.parameters ?? []).some(
        (parameter) =>
          parameter.in === 'query' &&
          ['email', 'limit', 'cursor', 'status', 'search'].includes(parameter.name),
      ),
    request: (route) => ({
      method: route.method as 'GET',
      url: `${withParams(route, UNKNOWN_ID)}?${BAD_QUERY}`,
    }),
  },
  {
    name: 'a NUL character in the query',
    malformedFor: () => true,
    request: (route) => ({
      method: route.method as 'GET',
      url: `${withParams(route, UNKNOWN_ID)}?search=%00`,
    }),
  },
  {
    name: 'a body of the wrong shape',
    // A body whose every field is ignored (the like's `likes`) has no wrong shape.
    malformedFor: (_route, operation) => {
      const body = jsonBodySchema(operation) as { properties?: object } | undefined;
      return (
        body !== undefined && Object.values(body.properties ?? {}).some((field) => 'type' in field)
      );
    },
    request: (route) => ({
      method: route.method as 'POST',
      url: withParams(route, UNKNOWN_ID),
      payload: BAD_BODY,
    }),
  },
  {
    name: 'JSON that does not parse',
    malformedFor: (route) => WRITES.has(route.method),
    request: (route) => ({
      method: route.method as 'POST',
      url: withParams(route, UNKNOWN_ID),
      headers: { 'content-type': 'application/json' },
      payload: '{"content": "dal',
    }),
  },
  {
    // Form types (text/plain, urlencoded, multipart) are refused as cross-site forgery (415)
    // before anything else, sign-in included (plugins/cross-site-writes.ts); other types reach it.
    name: 'a body type no route takes',
    malformedFor: () => false,
    request: (route) => ({
      method: route.method as 'POST',
      url: withParams(route, UNKNOWN_ID),
      headers: { 'content-type': 'application/xml' },
      payload: '<meal/>',
    }),
  },
  {
    name: 'a body over the size limit',
    malformedFor: () => false,
    request: (route) => ({
      method: route.method as 'POST',
      url: withParams(route, UNKNOWN_ID),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(1_100_000) }),
    }),
  },
];

/** Routes whose OpenAPI entry names a session they need (public ones say `security: []`). */
function signedInRoutes(): { route: ServedRoute; operation: Operation }[] {
  return servedRoutes(t.app).flatMap((route) => {
    const operation = operationOf(doc, route.method, route.url);
    return operation?.security?.length ? [{ route, operation }] : [];
  });
}

// A live stream never ends by itself: a signed-in caller's copy of the request is not sent there.
const isStream = (operation: Operation) =>
  operation.responses['200']?.content?.['text/event-stream'] !== undefined;

describe('a signed-out caller with a malformed request', () => {
  it('finds the routes that need a session: every one but the public ones', () => {
    const guarded = signedInRoutes().map(({ route }) => `${route.method} ${route.url}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'GET /api/users/me',
        'PATCH /api/meals/:id',
        'POST /api/meals/:id/review',
        'POST /api/serve-meals',
        'DELETE /api/meals/:id',
        'POST /api/images',
        'GET /api/notifications/stream',
        'POST /api/payments',
      ]),
    );
    expect(guarded).not.toContain('GET /api/meals/:id');
    expect(guarded).not.toContain('GET /api/upcoming-meals');
  });

  it('is told to sign in (401), never 400, on every route that needs a session', async () => {
    const wrong: string[] = [];
    const provenMalformed = new Set<string>();
    for (const { route, operation } of signedInRoutes()) {
      for (const variant of VARIANTS) {
        const request = variant.request(route);
        const visitor = await t.app.inject(request);
        const where = `${variant.name}: ${route.method} ${route.url}`;
        const body = ErrorBodySchema.safeParse(visitor.json());
        const code = body.success ? body.data.code : '';
        if (visitor.statusCode !== 401 || !['UNAUTHORIZED', 'LOGIN_REQUIRED'].includes(code)) {
          wrong.push(`${where} answered ${visitor.statusCode} ${visitor.body.slice(0, 120)}`);
        }
        if (!variant.malformedFor(route, operation) || isStream(operation)) continue;
        // The same request from an admin shows the request really is malformed for this route.
        const signedIn = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...admin.headers },
        });
        if (signedIn.statusCode === 400) provenMalformed.add(where);
        else wrong.push(`${where} is not malformed for an admin: ${signedIn.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // Each route was tried with at least its NUL-character request, most with several more.
    expect(provenMalformed.size).toBeGreaterThan(signedInRoutes().length * 2);
  });

  it("keeps a student on an admin route at 403, whatever the request's shape", async () => {
    // Admin routes: every row the authorization matrix has for them refuses each student and
    // lets the admin through (a Platinum-only route refuses the admin too: not an admin route).
    const adminRoutes = signedInRoutes().filter(({ route }) => {
      const rows = AUTHORIZATION_TABLE.filter(
        (row) => row.route === `${route.method} ${route.url}`,
      );
      return (
        rows.length > 0 &&
        rows.every(
          ({ expect: outcome }) =>
            outcome.admin !== 403 &&
            [outcome.bronze, outcome.silver, outcome.other].every((status) => status === 403),
        )
      );
    });
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const wrong: string[] = [];
    for (const { route } of adminRoutes) {
      for (const variant of VARIANTS) {
        const request = variant.request(route);
        const res = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...student.headers },
        });
        if (res.statusCode !== 403)
          wrong.push(`${variant.name}: ${route.method} ${route.url} ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
