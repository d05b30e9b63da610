import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createFuzzWorld, type FuzzWorld } from './support/hostile/fuzz-world';
import { concreteUrl } from './support/hostile/route-groups';
import { planFor } from './support/hostile/hostile-runner';
import { MANY_WRITES } from './support/many-writes';
import { routeKey, servedRoutes } from './support/route-inventory';
import { changedTables, fingerprintTables } from './support/table-fingerprints';

// Slow clients on every route (issue 16, finding 3), with the deadlines set short.
let t: TestApp;
let fuzz: FuzzWorld;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    ...MANY_WRITES,
    REQUEST_TIMEOUT_SECONDS: '1',
    IDLE_TIMEOUT_SECONDS: '1',
  });
  fuzz = await createFuzzWorld(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type Slowness = 'body trickles' | 'body stops short' | 'headers trickle' | 'nothing after connect';

interface SlowCall {
  slowness: Slowness;
  everyMs: number;
  actor: 'anonymous' | 'admin' | 'silver';
}

const slowCalls: fc.Arbitrary<SlowCall> = fc.record({
  slowness: fc.constantFrom<Slowness>(
    'body trickles',
    'body stops short',
    'headers trickle',
    'nothing after connect',
  ),
  everyMs: fc.integer({ min: 100, max: 400 }),
  actor: fc.constantFrom('anonymous' as const, 'admin' as const, 'silver' as const),
});

/** What the server sent before it closed the connection, or 'still open' after `giveUpMs`. */
function sendSlowly(method: string, url: string, headers: Record<string, string>, call: SlowCall) {
  const body = JSON.stringify({ title: 'Slow dal', content: 'x'.repeat(64) });
  const head =
    `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    Object.entries({ ...headers, 'content-type': 'application/json' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  const [first, rest] =
    call.slowness === 'headers trickle'
      ? [head, `X-Slow: ${'s'.repeat(100)}`]
      : call.slowness === 'nothing after connect'
        ? ['', '']
        : [
            `${head}Content-Length: ${body.length + 10}\r\n\r\n`,
            call.slowness === 'body trickles' ? body : '',
          ];
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    const timer = setInterval(() => {
      if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++] ?? '');
    }, call.everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve('still open');
    }, 15_000);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve(received);
    });
    socket.write(first);
  });
}

it('cuts off a slow or silent client on every route, whatever is slow, and changes nothing', async () => {
  const routes = servedRoutes(t.app);
  const before = await fingerprintTables(fuzz.world.db, ['rate_limit', 'auth_attempts']);
  const calls = fc.sample(slowCalls, { numRuns: routes.length, seed: 1616 });
  const answers = await Promise.all(
    routes.map((route, index) => {
      const call = calls[index] ?? { slowness: 'body trickles', everyMs: 200, actor: 'admin' };
      const url = concreteUrl(route, fuzz.pools, planFor(fuzz, route).paramPool);
      return sendSlowly(route.method, url, fuzz.world.headersOf(call.actor), call).then(
        (answer) => ({ route: routeKey(route), call, answer }),
      );
    }),
  );
  // A GET is answered without reading a body, so it may answer before the deadline; whatever it
  // answered, the connection must not outlive the deadline. A write must not act on half a body.
  const failures = answers.filter(
    ({ route, answer }) =>
      answer === 'still open' ||
      (!route.startsWith('GET ') && answer !== '' && !answer.startsWith('HTTP/1.1 408')),
  );
  expect(
    failures.map(
      ({ route, call, answer }) => `${route} (${call.slowness}): ${answer.slice(0, 80)}`,
    ),
  ).toEqual([]);
  expect(answers.length).toBeGreaterThan(40);
  const after = await fingerprintTables(fuzz.world.db, ['rate_limit', 'auth_attempts']);
  expect(changedTables(before, after)).toEqual([]);
}, 60_000);
