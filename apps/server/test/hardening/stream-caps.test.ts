import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openStream, type OpenedStream } from '../notifications/sse-client';

// Finding 8 of issue 16: there was no cap on event streams per address or in total.
let t: TestApp;
let base: string;
const opened: OpenedStream[] = [];
beforeAll(async () => {
  t = await createTestApp({
    EVENT_STREAMS_PER_ADDRESS_MAX: '2',
    EVENT_STREAMS_MAX: '3',
    // Behind a proxy, so the test can speak from several addresses.
    TRUST_PROXY: 'true',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notifications/stream`;
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await t.close();
});

async function open(person: SignedIn, address: string) {
  const stream = await openStream(base, { ...person.headers, 'x-forwarded-for': address });
  opened.push(stream);
  return stream;
}

/** Opens again until the server has seen an earlier close (it hears of it on its own time). */
async function openOnceFree(person: SignedIn, address: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const stream = await open(person, address);
    if (stream.status === 200) return stream;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the place never became free');
}

describe('event streams', () => {
  it('are capped per address and in total, with a plain refusal, and a closed one frees its place', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => signedInAs(t.app)));
    if (!a || !b || !c || !d) throw new Error('four people expected');
    const hostel = '198.51.100.10';
    const first = await open(a, hostel);
    expect((await open(b, hostel)).status).toBe(200);
    const overAddress = await open(c, hostel);
    expect(overAddress.status).toBe(429);
    await overAddress.ended;
    expect(overAddress.raw()).toContain('TOO_MANY_STREAMS');

    expect((await open(c, '198.51.100.20')).status).toBe(200);
    const overTotal = await open(d, '198.51.100.30');
    expect(overTotal.status).toBe(503);
    await overTotal.ended;
    expect(overTotal.raw()).toContain('SERVER_BUSY');

    first.close();
    await first.ended;
    expect((await openOnceFree(d, hostel)).status).toBe(200);
  });
});
