import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@messmate/shared';
import { createImage } from '../factories/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('GET /api/images/:file', () => {
  it('serves the stored bytes with their type, a year of caching and the hash as ETag', async () => {
    const image = await createImage(t.db);
    const res = await t.app.inject({ method: 'GET', url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['etag']).toBe(`"${image.hash}"`);
    expect(res.rawPayload.equals(image.bytes)).toBe(true);
  });

  it.each([
    ['its ETag', (hash: string) => `"${hash}"`],
    ['a weak ETag in a list', (hash: string) => `"other", W/"${hash}"`],
    ['*', () => '*'],
  ])('answers If-None-Match with %s by 304 and no body', async (_label, header) => {
    const image = await createImage(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': header(image.hash) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers['etag']).toBe(`"${image.hash}"`);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the image again when If-None-Match names another version', async () => {
    const image = await createImage(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': '"stale"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(image.bytes)).toBe(true);
  });

  it.each([
    ['an unknown hash', `${'a'.repeat(64)}.webp`],
    [
      'an unknown hash, even with a matching If-None-Match',
      `${'b'.repeat(64)}.webp`,
      `"${'b'.repeat(64)}"`,
    ],
    ['a malformed name', 'not-an-image.webp'],
    ['the wrong extension', `${'c'.repeat(64)}.png`],
    ['an upper-case hash', `${'D'.repeat(64)}.webp`],
  ])('answers %s with 404 in the one error shape', async (_label, file, ifNoneMatch?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/images/${file}`,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.strict().parse(res.json())).toEqual({
      statusCode: 404,
      code: 'IMAGE_NOT_FOUND',
      message: 'Image not found.',
      error: 'Image not found.',
    });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
