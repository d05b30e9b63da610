import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERSON_NAME_MAX_LENGTH, PERSON_PHOTO_MAX_LENGTH } from '@messmate/shared';
import { user } from '../../src/db/schema';
import { originOf, signUpUser, storedUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Finding 1 of issue 16: a person's name and photo had limits only on POST /api/users.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const freshEmail = () => `person-${++sequence}-${Date.now()}@example.com`;

function signUp(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: originOf(t.app),
    payload: { email: freshEmail(), password: 'correct horse battery', ...body },
  });
}

async function accountsNamed(email: string) {
  return t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
}

const LONG_NAME = 'N'.repeat(PERSON_NAME_MAX_LENGTH + 1);
const HOSTILE_PHOTOS = [
  `javascript:alert(1)//${'x'.repeat(50)}`,
  `https://example.com/${'p'.repeat(PERSON_PHOTO_MAX_LENGTH)}`,
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/photo.png',
];

describe('sign-up', () => {
  it('refuses a name over the limit in plain words and creates no account', async () => {
    const email = freshEmail();
    const res = await signUp({ name: 'x'.repeat(200_000), email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `The name can be at most ${PERSON_NAME_MAX_LENGTH} characters.`,
    });
    expect(await accountsNamed(email)).toEqual([]);
    expect((await signUp({ name: LONG_NAME })).statusCode).toBe(400);
  });

  it('refuses a blank name', async () => {
    const res = await signUp({ name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter your name.' });
  });

  it.each(HOSTILE_PHOTOS)('refuses the photo %s', async (image) => {
    const email = freshEmail();
    const res = await signUp({ name: 'Rahim', email, image });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/photo/i);
    expect(await accountsNamed(email)).toEqual([]);
  });

  it('keeps a name trimmed and an http(s) photo as given', async () => {
    const image = 'https://photos.example.com/rahim.jpg';
    const made = await signUpUser(t.app, { name: '  Rahim Uddin  ', image });
    expect(made.user).toMatchObject({ name: 'Rahim Uddin', image });
  });
});

describe('update-user', () => {
  it('refuses an oversize name or a hostile photo and leaves the profile as it was', async () => {
    const resident = await signUpUser(t.app, { name: 'Karim' });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...originOf(t.app), ...resident.headers },
        payload,
      });
    expect((await update({ name: 'y'.repeat(500_000) })).statusCode).toBe(400);
    for (const image of HOSTILE_PHOTOS) expect((await update({ image })).statusCode).toBe(400);
    expect(await storedUser(t.db, resident.user._id)).toMatchObject({ name: 'Karim', image: null });

    expect((await update({ name: ' Karim Ali ' })).statusCode).toBe(200);
    expect(await storedUser(t.db, resident.user._id)).toMatchObject({ name: 'Karim Ali' });
  });
});

describe('POST /api/users', () => {
  it('applies the same rules to the photo', async () => {
    const resident = await signUpUser(t.app, { name: 'Salma' });
    for (const image of HOSTILE_PHOTOS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: resident.headers,
        payload: { name: 'Salma', image },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await storedUser(t.db, resident.user._id)).toMatchObject({ image: null });
  });
});
