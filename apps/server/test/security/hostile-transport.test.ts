import { expect, it } from 'vitest';
import { originOf } from '../factories/users';
import { useHostileApp } from './support/hostile/hostile-app';
import { describe as describeCall, planFor, send } from './support/hostile/hostile-runner';
import { createReferee } from './support/hostile/referee';
import { concreteUrl } from './support/hostile/route-groups';
import { TRANSPORT_VARIANTS } from './support/hostile/transport-variants';
import { routeKey, servedRoutes } from './support/route-inventory';

const hostile = useHostileApp();

const READS_BODY = new Set(['POST', 'PATCH', 'DELETE']);
// Stripe's webhook reads its own raw bytes; multipart is accepted on the upload route only.
const OWN_PARSERS = new Set(['POST /api/payments/webhook', 'POST /api/images']);
// What a page elsewhere can post without asking: refused before anything (cross-site-writes.ts).
const FORM_TYPE = /^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)/;

it('answers broken JSON, other media types and oversized bodies on every route with a 4xx that changes nothing', async () => {
  const { app, fuzz } = hostile;
  const failures: string[] = [];
  let sent = 0;
  for (const route of servedRoutes(app)) {
    const plan = planFor(fuzz, route);
    const url = concreteUrl(route, fuzz.pools, plan.paramPool);
    const referee = await createReferee(fuzz, ['rate_limit', 'auth_attempts']);
    for (const variant of TRANSPORT_VARIANTS) {
      for (const actor of ['anonymous', 'admin'] as const) {
        const request = {
          actor,
          kind: variant.name,
          method: route.method,
          url,
          headers: { 'content-type': variant.contentType, ...originOf(app) },
          payload: variant.payload,
        };
        const reply = await send(fuzz, request);
        sent += 1;
        const problems = await referee.problems(reply, actor, plan.operation);
        // A visitor on a route that needs a session hears 'sign in' before the body is read;
        // only the cross-site guard's refusal of form types comes earlier.
        const signInFirst =
          actor === 'anonymous' &&
          (plan.operation?.security?.length ?? 0) > 0 &&
          !FORM_TYPE.test(variant.contentType);
        const exact = READS_BODY.has(route.method) && !OWN_PARSERS.has(routeKey(route));
        const expected = signInFirst ? 401 : exact ? variant.status : undefined;
        if (expected && reply.status !== expected) problems.push(`expected ${expected}`);
        if (problems.length > 0) failures.push(describeCall(request, reply, problems));
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(800);
}, 120_000);
