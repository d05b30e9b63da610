import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@messmate/shared';
import { images } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
  photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const BOUNDARY = 'messmate-test-boundary';

function formWith(bytes: Buffer, end = `\r\n--${BOUNDARY}--\r\n`) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(end),
  ]);
}

function post(payload: Buffer, type = `multipart/form-data; boundary=${BOUNDARY}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...admin.headers, 'content-type': type },
    payload,
  });
}

// Issue 26: a multipart body cut off before its closing boundary answered 500.
describe('POST /api/images with a malformed multipart body', () => {
  const whole = () => formWith(photo);
  const cases: [string, () => Buffer, string?][] = [
    ['cut off inside the file', () => whole().subarray(0, 120)],
    ['cut off before the closing boundary', () => formWith(photo, '\r\n')],
    ['cut off inside the part headers', () => whole().subarray(0, 40)],
    ['with no parts at all', () => Buffer.from(`--${BOUNDARY}--\r\n`)],
    ['with garbage for a body', () => Buffer.from('not a form at all')],
    ['with no boundary in its type', whole, 'multipart/form-data'],
  ];

  it.each(cases)('%s: a 4xx with a message, and nothing stored', async (_, body, type) => {
    const before = (await t.db.select({ hash: images.hash }).from(images)).length;
    const res = await post(body(), type);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(ErrorBodySchema.parse(res.json()).message).toMatch(/\w/);
    expect((await t.db.select({ hash: images.hash }).from(images)).length).toBe(before);
  });

  it('still stores the same photo sent whole', async () => {
    const res = await post(whole());
    expect(res.statusCode).toBe(201);
  });
});
