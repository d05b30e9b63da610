import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OWN_IMAGE_PATH, UserRecordSchema } from '@messmate/shared';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';
import { signedInAs, storedUser } from '../factories/users';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: payload as object });

function putPhoto(headers: Record<string, string>, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'me.png');
  return t.app.inject({ method: 'PUT', url: '/api/users/me/photo', payload: form, headers });
}

describe('PATCH /api/users/me', () => {
  it('edits name, hall and room, and keeps what the body leaves out', async () => {
    const me = await signedInAs(t.app, { name: 'Old Name', image: 'https://example.com/a.png' });
    const res = await patchMe(me.headers, {
      name: '  Nusrat Jahan ',
      hall: 'Shaheed Hall',
      room: '214B',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(UserRecordSchema.parse(res.json())).toMatchObject({
      name: 'Nusrat Jahan',
      image: 'https://example.com/a.png',
      hall: 'Shaheed Hall',
      room: '214B',
    });
    const cleared = await patchMe(me.headers, { hall: '', room: '  ' });
    expect(cleared.json()).toMatchObject({ name: 'Nusrat Jahan', hall: null, room: null });
  });

  it('never takes role, badge or email from the body', async () => {
    const me = await signedInAs(t.app, { name: 'Plain Student' });
    const res = await patchMe(me.headers, {
      name: 'Still Student',
      role: 'admin',
      badge: 'Platinum',
      email: 'someone-else@example.com',
    });
    expect(res.statusCode).toBe(200);
    const row = await storedUser(t.db, me.user._id);
    expect(row).toMatchObject({ name: 'Still Student', role: 'student', badge: 'Bronze' });
    expect(row?.email).toBe(me.user.email);
  });

  it('refuses bad input in plain words and changes nothing', async () => {
    const me = await signedInAs(t.app, { name: 'Careful Karim' });
    for (const [body, message] of [
      [{ name: '   ' }, 'Please enter your name.'],
      [{ hall: 'x'.repeat(61) }, 'The hall can be at most 60 characters.'],
      [{ room: 'x'.repeat(21) }, 'The room number can be at most 20 characters.'],
      [{ image: 'javascript:alert(1)' }, 'The photo URL must start with http:// or https://'],
    ] as const) {
      const res = await patchMe(me.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await storedUser(t.db, me.user._id)).toMatchObject({
      name: 'Careful Karim',
      hall: null,
      room: null,
    });
  });

  it('answers a visitor 401', async () => {
    const res = await patchMe({}, { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/photo', () => {
  it('stores the upload through the image pipeline and shows it on the profile', async () => {
    const me = await signedInAs(t.app, { name: 'Photo Farhana' });
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await putPhoto(me.headers, png);
    expect(res.statusCode, res.body).toBe(200);
    const image = UserRecordSchema.parse(res.json()).image ?? '';
    const path = new URL(image).pathname;
    expect(path).toMatch(OWN_IMAGE_PATH);
    expect(image).toBe(publicImageUrl(t, path));
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await storedUser(t.db, me.user._id))?.image).toBe(path);
  });

  it('refuses what is not a picture with 415 and keeps the old photo', async () => {
    const me = await signedInAs(t.app, { image: 'https://example.com/keep.png' });
    const res = await putPhoto(me.headers, Buffer.from('not a picture at all'), 'image/png');
    expect(res.statusCode).toBe(415);
    expect((await storedUser(t.db, me.user._id))?.image).toBe('https://example.com/keep.png');
  });

  it('answers a visitor 401 before reading the upload', async () => {
    const res = await putPhoto({}, Buffer.from('x'));
    expect(res.statusCode).toBe(401);
  });
});
