import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema, MyAnalyticsSchema } from '@messmate/shared';
import type { App } from '../../src/app';
import { COMPRESS_FROM_BYTES } from '../../src/lib/compression';
import { weakEtagOf } from '../../src/lib/etag';
import { countingInstance, type CountingInstance } from '../helpers/counting-database';
import { textOf } from '../helpers/answer-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { paymentAt } from './helpers';

/**
 * Kept analytics answers go out as kept bytes (decision 0051): the text the route's schema
 * serializer makes, compressed in the encoding @fastify/compress would choose, with the same
 * ETag, and never older than the rows.
 */
let t: TestApp;
let other: CountingInstance;
let admin: SignedIn;
// A title long enough (and in two scripts) that the kitchen's answer is compressed.
const longTitle = (n: number) => `ভুনা খিচুড়ি ${n} ${'with beef and pickles '.repeat(12)}`;

beforeAll(async () => {
  t = await createTestApp();
  other = await countingInstance(t);
  admin = await signedInAs(t.app, { role: 'admin' });
  const author = await createUser(t.db);
  for (let n = 0; n < 10; n += 1) {
    const meal = await createMeal(t.db, {
      title: longTitle(n),
      description: 'Slow-cooked in mustard oil. '.repeat(10),
      likes: 20 - n,
    });
    await createReview(t.db, meal, author, { rating: 1 + (n % 5), createdAt: new Date() });
  }
}, SLOW_MACHINE.timeout * 2);
afterAll(async () => {
  await other.close();
  await t.close();
});

const ask = (app: App, headers: Record<string, string> = {}, url = '/api/analytics/kitchen') =>
  app.inject({ method: 'GET', url, headers: { ...admin.headers, ...headers } });

const serializeKitchen = serializerCompiler({
  schema: KitchenAnalyticsSchema,
  method: 'GET',
  url: '/api/analytics/kitchen',
});

describe(`kept analytics bytes (${process.env.TEST_DB_KIND})`, SLOW_MACHINE, () => {
  it('sends the text the schema serializer makes, the same kept as read afresh', async () => {
    const first = await ask(t.app);
    const again = await ask(t.app);
    // Another instance has kept nothing: its answer is read and serialized afresh.
    const fresh = await ask(other.app);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(again.body).toBe(first.body);
    expect(fresh.body).toBe(first.body);
    expect(first.body).toBe(serializeKitchen(KitchenAnalyticsSchema.parse(first.json())));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('chooses the encoding the compressor chooses for any other answer, with the same text and ETag', async () => {
    // The admin's meals page goes through @fastify/compress as most routes do: the yardstick.
    const list = '/api/admin/meals?limit=10';
    expect((await ask(t.app, {}, list)).rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const plain = await ask(t.app);
    const asked = [
      'br',
      'gzip',
      'deflate',
      'gzip, deflate, br, zstd',
      '*',
      'x-gzip',
      'identity',
      'br;q=0, gzip;q=0.5, deflate',
      'compress',
      'GZIP',
    ];
    for (const acceptEncoding of asked) {
      const headers = { 'accept-encoding': acceptEncoding };
      const [kitchen, yardstick] = [await ask(t.app, headers), await ask(t.app, headers, list)];
      expect(kitchen.headers['content-encoding'], acceptEncoding).toBe(
        yardstick.headers['content-encoding'],
      );
      expect(kitchen.headers.vary, acceptEncoding).toBe(yardstick.headers.vary);
      expect(textOf(kitchen), acceptEncoding).toBe(plain.body);
      expect(kitchen.headers.etag, acceptEncoding).toBe(plain.headers.etag);
      expect(Number(kitchen.headers['content-length'])).toBe(kitchen.rawPayload.length);
    }
    expect(plain.headers.etag).toBe(weakEtagOf(plain.body));
    const noCompression = await ask(t.app, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
    expect(noCompression.body).toBe(plain.body);
  });

  it('answers a compressed client that has the answer with 304 and no body', async () => {
    const first = await ask(t.app, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const revalidated = await ask(t.app, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it('sends a write made between two asks, in every encoding', async () => {
    const before = await ask(t.app, { 'accept-encoding': 'gzip' });
    await ask(t.app, { 'accept-encoding': 'br' });
    const meal = await createMeal(t.db, { title: 'Shorshe Ilish, just rated', likes: 100 });
    await createReview(t.db, meal, await createUser(t.db), { rating: 5, createdAt: new Date() });
    for (const acceptEncoding of ['gzip', 'br', 'identity']) {
      const after = await ask(t.app, { 'accept-encoding': acceptEncoding });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(textOf(after)).toContain('Shorshe Ilish, just rated');
      const text = textOf(after);
      expect(text).toBe(serializeKitchen(KitchenAnalyticsSchema.parse(JSON.parse(text))));
    }
    expect(textOf(before)).not.toContain('Shorshe Ilish, just rated');
  });

  it('still describes both answers by their schemas in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    for (const [path, schema] of [
      ['/api/analytics/kitchen', KitchenAnalyticsSchema],
      ['/api/analytics/me', MyAnalyticsSchema],
    ] as const) {
      const answer = doc.paths[path]?.get.responses['200'] as {
        content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
      };
      expect(Object.keys(answer.content['application/json'].schema.properties).sort()).toEqual(
        Object.keys(schema.shape).sort(),
      );
    }
  });

  it("keeps a member's own answer as text too, fresh after a write", async () => {
    const rafi = await signedInAs(t.app, { badge: 'Platinum', name: 'Rafi' });
    const mine = (app: App) =>
      app.inject({ method: 'GET', url: '/api/analytics/me', headers: rafi.headers });
    const serializeMine = serializerCompiler({
      schema: MyAnalyticsSchema,
      method: 'GET',
      url: '/api/analytics/me',
    });
    const first = await mine(t.app);
    expect(first.statusCode, first.body).toBe(200);
    expect((await mine(t.app)).body).toBe(first.body);
    expect((await mine(other.app)).body).toBe(first.body);
    expect(first.body).toBe(serializeMine(MyAnalyticsSchema.parse(first.json())));
    const buyer = { id: rafi.user._id, name: rafi.user.name, email: rafi.user.email };
    await paymentAt(t.db, buyer, 'Platinum', 599, new Date().toISOString());
    const after = await mine(t.app);
    expect(after.json<{ paid: number }>().paid).toBe(first.json<{ paid: number }>().paid + 599);
  });
});
