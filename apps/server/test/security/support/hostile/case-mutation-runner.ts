import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { MatrixCase } from '../matrix-case';
import { bodyUnlessStreaming } from '../send-case';
import type { ActorName } from '../world';
import type { FuzzWorld } from './fuzz-world';
import { describe } from './hostile-runner';
import { operationOf } from './json-schema';
import type { Reply } from './judge';
import { mutate, mutations } from './mutations';
import { createReferee } from './referee';

const PREFERRED: readonly ActorName[] = ['silver', 'admin', 'other', 'bronze', 'anonymous'];

/** Who may make this call: the owner when they may, else an admin, else anyone it succeeds for. */
export function allowedActor(row: MatrixCase): ActorName {
  return PREFERRED.find((actor) => (row.expect[actor] ?? 500) < 400) ?? 'silver';
}

/**
 * Takes a call from the authorization matrix that succeeds, breaks one thing in it at a time
 * (a body value, a path id, a query value, extra or missing fields) and sends it as someone
 * allowed to make it. Returns how many calls were sent.
 */
export async function fuzzMatrixCase(fuzz: FuzzWorld, row: MatrixCase, numRuns: number) {
  const actor = allowedActor(row);
  const [method = 'GET', pattern = ''] = row.route.split(' ');
  const operation = operationOf(fuzz.doc, method, pattern);
  const except = pattern.startsWith('/api/auth/')
    ? ['rate_limit', 'auth_attempts']
    : [...(row.mayTouch ?? [])];
  const referee = await createReferee(fuzz, except);
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(mutations, async (mutation) => {
      const base = await row.request(fuzz.world, actor);
      await referee.sync();
      const { url, payload } = mutate(base, mutation);
      const isJson = typeof payload === 'string';
      const response = await fuzz.world.app.inject({
        method: method as HTTPMethods,
        url,
        headers: {
          ...base.headers,
          ...(isJson ? { 'content-type': 'application/json' } : {}),
          ...fuzz.world.headersOf(actor),
        },
        ...(payload === undefined ? {} : { payload }),
        payloadAsStream: true,
      });
      const reply: Reply = {
        status: response.statusCode,
        body: await bodyUnlessStreaming(response),
        contentType: String(response.headers['content-type'] ?? ''),
      };
      sent += 1;
      const problems = await referee.problems(reply, actor, operation);
      if (problems.length > 0) {
        const request = { actor, kind: mutation.where, method, url };
        throw new Error(describe({ ...request, ...(isJson ? { payload } : {}) }, reply, problems));
      }
    }),
    { numRuns, endOnFailure: true, includeErrorInReport: true },
  );
  return sent;
}
