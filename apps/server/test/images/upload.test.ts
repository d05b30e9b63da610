import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  UploadedImageSchema,
} from '@messmate/shared';
import { images } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';
import { postImage } from './post-image';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

let shade = 0;
/** A photo as a phone takes it: JPEG, stored sideways with an EXIF orientation and camera notes. */
function phoneJpeg(width: number, height: number) {
  shade += 17;
  return sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 120, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Kitchen', Make: 'PhoneCo' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A real 1×1 PNG whose header claims it is 20000×20000 pixels. */
async function pngClaimingHugeSize() {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const errorOf = (body: unknown) => ErrorBodySchema.parse(body);

describe('POST /api/images', () => {
  it('stores a JPEG as an upright WebP without metadata and serves it back cached for a year', async () => {
    const photo = await phoneJpeg(40, 20);
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(photo.toString('latin1')).toContain('Secret Kitchen');
    const res = await postImage(t.app, { bytes: photo }, admin.headers);
    expect(res.statusCode).toBe(201);
    const uploaded = UploadedImageSchema.strict().parse(res.json());
    expect(uploaded.url).toBe(publicImageUrl(t, `/api/images/${uploaded.hash}.webp`));
    // Orientation 6 means the camera held it sideways: upright it is 20 wide and 40 tall.
    expect({ width: uploaded.width, height: uploaded.height }).toEqual({ width: 20, height: 40 });

    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 40 });
    expect(served.rawPayload.toString('latin1')).not.toContain('Secret Kitchen');
  });

  it('scales a large photo down to 1600 px on its long side', async () => {
    const big = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#c05621' },
    })
      .png()
      .toBuffer();
    const res = await postImage(
      t.app,
      { bytes: big, name: 'big.png', type: 'image/png' },
      admin.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1600, height: 800 });
  });

  it.each(['png', 'webp', 'gif', 'avif'] as const)('accepts a %s image', async (format) => {
    const bytes = await sharp({
      create: { width: 8, height: 6, channels: 3, background: '#2f855a' },
    })
      .toFormat(format)
      .toBuffer();
    const res = await postImage(
      t.app,
      { bytes, name: `dish.${format}`, type: `image/${format}` },
      admin.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 8, height: 6 });
  });

  it('stores the same photo once, answering with the same address', async () => {
    const bytes = await phoneJpeg(12, 12);
    const first = UploadedImageSchema.parse(
      (await postImage(t.app, { bytes }, admin.headers)).json(),
    );
    const second = UploadedImageSchema.parse(
      (await postImage(t.app, { bytes }, admin.headers)).json(),
    );
    expect(second).toEqual(first);
    const rows = await t.db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.hash, first.hash));
    expect(rows).toHaveLength(1);
  });

  it('refuses a text file renamed .png with 415, whatever type it claims', async () => {
    const bytes = Buffer.from('just some notes, not a picture at all\n'.repeat(20));
    const res = await postImage(
      t.app,
      { bytes, name: 'notes.png', type: 'image/png' },
      admin.headers,
    );
    expect(res.statusCode).toBe(415);
    expect(errorOf(res.json())).toMatchObject({
      code: 'UNSUPPORTED_IMAGE_TYPE',
      message: IMAGE_UPLOAD_MESSAGES.wrongType,
      error: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
    });
  });

  it('refuses an image format it does not accept (TIFF) with 415', async () => {
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const res = await postImage(t.app, { bytes: tiff, name: 'scan.jpg' }, admin.headers);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const before = await t.db.$count(images);
    const bytes = Buffer.concat([await phoneJpeg(8, 8), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const res = await postImage(t.app, { bytes }, admin.headers);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.json())).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'The image is larger than 5 MB. Please choose a smaller photo.',
    });
    expect(await t.db.$count(images)).toBe(before);
  });

  it('refuses a small file that claims too many pixels (a decompression bomb) with 413', async () => {
    const res = await postImage(
      t.app,
      { bytes: await pngClaimingHugeSize(), name: 'bomb.png', type: 'image/png' },
      admin.headers,
    );
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.json()).code).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses a damaged JPEG with 400', async () => {
    const jpeg = await phoneJpeg(30, 30);
    const damaged = Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await postImage(t.app, { bytes: damaged }, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({
      code: 'IMAGE_UNREADABLE',
      message: IMAGE_UPLOAD_MESSAGES.unreadable,
    });
  });

  it('asks for a file when the form has none, and for multipart when JSON is sent', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: (() => {
        const form = new FormData();
        form.append('note', 'no file here');
        return form;
      })(),
      headers: admin.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty.json()).message).toBe(IMAGE_UPLOAD_MESSAGES.missing);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: { image: 'https://example.com/a.jpg' },
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json.json()).code).toBe('NOT_MULTIPART');
  });

  it('is for signed-in people: 401 signed out; a resident may upload (a support photo)', async () => {
    const bytes = await phoneJpeg(8, 8);
    const before = await t.db.$count(images);
    const anonymous = await postImage(t.app, { bytes });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.$count(images)).toBe(before);
    const student = await signedInAs(t.app, { role: 'student', badge: 'Bronze' });
    const stored = await postImage(t.app, { bytes }, student.headers);
    expect(stored.statusCode).toBe(201);
    expect(await t.db.$count(images)).toBe(before + 1);
  });
});
