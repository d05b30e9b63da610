import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInAs, signUpUser, storedUser } from '../factories/users';

// Hashing passwords is slow on a busy machine: give each step room.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/me', () => {
  it('answers 401 in plain words when nobody is signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
  });

  it('answers 401 for a made-up bearer token or cookie', async () => {
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer not-a-session' },
    });
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: 'messmate.session_token=forged.signature' },
    });
    expect(bearer.statusCode).toBe(401);
    expect(cookie.statusCode).toBe(401);
  });

  it('returns the stored record with role and badge as the server keeps them', async () => {
    const silver = await signedInAs(t.app, {
      name: 'Silver Sultana',
      badge: 'Silver',
      image: 'https://example.com/s.png',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: silver.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: silver.user._id,
      name: 'Silver Sultana',
      email: silver.user.email,
      image: 'https://example.com/s.png',
      role: 'student',
      badge: 'Silver',
      hall: null,
      room: null,
      language: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('GET /api/session', () => {
  it('answers a visitor with null, not an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a signed-in caller with the stored record', async () => {
    const gold = await signedInAs(t.app, { badge: 'Gold' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: gold.cookie },
    });
    expect(res.json()).toEqual({ user: gold.user });
    expect(gold.user.badge).toBe('Gold');
  });
});

describe('POST /api/users', () => {
  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Anon', email: 'anon@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("saves the caller's name and photo once, then answers 'User already exists'", async () => {
    const me = await signUpUser(t.app, { name: 'First Name' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: me.headers,
      payload: {
        name: 'Ayesha Khan',
        email: me.user.email,
        image: 'https://example.com/a.jpg',
        role: 'student',
        badge: 'Bronze',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, insertedId: me.user._id });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: me.headers,
      payload: { name: 'Other Name', email: me.user.email },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, message: 'User already exists' });

    const row = await storedUser(t.db, me.user._id);
    expect(row).toMatchObject({ name: 'Ayesha Khan', image: 'https://example.com/a.jpg' });
  });

  it('never stores role or badge from the body', async () => {
    const me = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: me.headers,
      payload: { name: 'Wants Power', email: me.user.email, role: 'admin', badge: 'Platinum' },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedUser(t.db, me.user._id)).toMatchObject({ role: 'student', badge: 'Bronze' });
  });

  it("refuses to save someone else's email, changing nothing", async () => {
    const me = await signUpUser(t.app, { name: 'Honest Name' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: me.headers,
      payload: { name: 'Impostor', email: 'someone-else@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only save your own profile.');
    expect(await storedUser(t.db, me.user._id)).toMatchObject({
      name: 'Honest Name',
      email: me.user.email,
    });
  });

  it('accepts the email in another letter case as the same person', async () => {
    const me = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: me.headers,
      payload: { email: me.user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a photo URL that is not http(s) with a readable message', async () => {
    const me = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: me.headers,
      payload: { image: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The photo URL must start with http:// or https://');
  });
});
