import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../../src/app';
import { API_CACHE_CONTROL } from '../../src/plugins/http-cache';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMeal(t.db, { title: 'Cached Khichuri' });
});
afterAll(() => t.close());

describe('ETags on API answers', () => {
  it('answers a repeated list request with 304 and no body, and a changed list with 200', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/meals?limit=6' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe(API_CACHE_CONTROL);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/meals?limit=6',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await createMeal(t.db, { title: 'Fresh Tehari' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/meals?limit=6',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ title: string }[]>()[0]?.title).toBe('Fresh Tehari');
  });

  it("keeps a signed-in person's own data private to their browser", async () => {
    const resident = await signedInAs(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: resident.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-cache');
    expect(me.headers.etag).toBeDefined();
  });

  it('leaves errors and writes without an ETag', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/meals/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
  });

  it('tags the uncompressed JSON, so a gzip client gets the same ETag and still a 304', async () => {
    // Six of these make a page over the size the server starts compressing at.
    const longDescription = 'Long enough to be compressed. '.repeat(
      Math.ceil(COMPRESS_FROM_BYTES / 6 / 30),
    );
    await Promise.all(
      Array.from({ length: 6 }, () => createMeal(t.db, { description: longDescription })),
    );
    const plain = await t.app.inject({ method: 'GET', url: '/api/meals?limit=6' });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/meals?limit=6',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/meals?limit=6',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends a small answer as it is: it fits the first round trip, compressed or not', async () => {
    await createMeal(t.db);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/meals?limit=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveLength(1);
  });
});
