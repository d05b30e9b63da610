import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { originOf } from '../../../factories/users';
import type { ServedRoute } from '../route-inventory';
import { bodyUnlessStreaming } from '../send-case';
import { AUTH_BODY, AUTH_GET_PATHS, AUTH_POST_PATHS } from './auth-plans';
import { paramPoolOf, type FuzzWorld } from './fuzz-world';
import { operationOf } from './json-schema';
import type { Reply } from './judge';
import { createReferee } from './referee';
import { hostileRequests, type HostileRequest, type RouteFuzzPlan } from './request-arbitrary';

const AUTH_COUNTERS = ['rate_limit', 'auth_attempts'];

export function planFor(fuzz: FuzzWorld, route: ServedRoute): RouteFuzzPlan {
  const base = { route, pools: fuzz.pools };
  if (route.url === '/api/auth/*') {
    const own = originOf(fuzz.world.app).origin;
    const origins = fc.constantFrom<Record<string, string>>(
      { origin: own },
      { origin: own },
      {},
      { origin: 'https://evil.example' },
    );
    return route.method === 'POST'
      ? { ...base, paths: AUTH_POST_PATHS, body: AUTH_BODY, headers: origins }
      : { ...base, paths: AUTH_GET_PATHS };
  }
  return {
    ...base,
    operation: operationOf(fuzz.doc, route.method, route.url),
    paramPool: paramPoolOf(route.url),
  };
}

export async function send(fuzz: FuzzWorld, request: HostileRequest): Promise<Reply> {
  const response = await fuzz.world.app.inject({
    method: request.method as HTTPMethods,
    url: request.url,
    headers: { ...request.headers, ...fuzz.world.headersOf(request.actor) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    payloadAsStream: true,
  });
  return {
    status: response.statusCode,
    body: await bodyUnlessStreaming(response),
    contentType: String(response.headers['content-type'] ?? ''),
  };
}

/** What was sent, for a failure message. */
export type SentCall = Pick<HostileRequest, 'kind' | 'method' | 'url' | 'payload'> & {
  actor: string;
};

export function describe(request: SentCall, reply: Reply, problems: string[]): string {
  const payload = request.payload === undefined ? '' : ` body ${request.payload.slice(0, 200)}`;
  return `${request.kind} as ${request.actor}: ${request.method} ${request.url.slice(0, 200)}${payload}\n→ ${reply.status} ${reply.body.slice(0, 300)}\n${problems.join('\n')}`;
}

/** Sends `numRuns` generated hostile calls of one route; returns how many were sent. */
export async function fuzzRoute(fuzz: FuzzWorld, route: ServedRoute, numRuns: number) {
  const plan = planFor(fuzz, route);
  const except = route.url.startsWith('/api/auth/')
    ? AUTH_COUNTERS
    : // A wrong password for deleting one's account counts with the sign-in attempts (0033).
      route.method === 'DELETE' && route.url === '/api/users/me'
      ? ['auth_attempts']
      : [];
  const referee = await createReferee(fuzz, except);
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(hostileRequests(plan), async (request) => {
      const reply = await send(fuzz, request);
      sent += 1;
      const problems = await referee.problems(reply, request.actor, plan.operation);
      if (problems.length > 0) throw new Error(describe(request, reply, problems));
    }),
    { numRuns, endOnFailure: true, includeErrorInReport: true },
  );
  return sent;
}
