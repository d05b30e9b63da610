import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, sessionCookieFrom, signUpUser, storedUser } from '../factories/users';

// Hashing passwords is slow on a busy machine: give each step room.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originOf(t.app),
    payload: { email, password },
  });
}

describe('sign-up', () => {
  it('creates a student with the Bronze badge and a session', async () => {
    const signedUp = await signUpUser(t.app, { name: 'Rahim Uddin', email: 'Rahim@Example.com' });
    expect(signedUp.user).toMatchObject({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      role: 'student',
      badge: 'Bronze',
    });
    expect(signedUp.cookie).toMatch(/^messmate\.session_token=/);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure on plain http)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(t.app),
      payload: { name: 'Cookie Check', email: 'cookie@example.com', password: 'long enough pass' },
    });
    const line = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('messmate.session_token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
  });

  it('refuses a password shorter than 8 characters in plain words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(t.app),
      payload: { name: 'Short', email: 'short@example.com', password: 'abc123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'The password must be at least 8 characters.',
    });
  });

  it('refuses a password longer than 128 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(t.app),
      payload: { name: 'Long', email: 'long@example.com', password: 'x'.repeat(129) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The password must be at most 128 characters.');
  });

  it('says an email is already in use', async () => {
    await signUpUser(t.app, { email: 'taken@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(t.app),
      payload: { name: 'Again', email: 'taken@example.com', password: 'another password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('An account with this email already exists. Log in instead.');
  });

  it('never takes role or badge from the sign-up body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(t.app),
      payload: {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'sneaky password',
        role: 'admin',
        badge: 'Platinum',
      },
    });
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: sessionCookieFrom(res.headers['set-cookie']) },
    });
    expect(created.json()).toMatchObject({ role: 'student', badge: 'Bronze' });
  });
});

describe('sign-in', () => {
  it('opens a new session each time, reachable by cookie and by bearer token', async () => {
    const signedUp = await signUpUser(t.app, {
      email: 'nadia@example.com',
      password: 'nadia password',
    });
    const res = await signIn('nadia@example.com', 'nadia password');
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).not.toBe(signedUp.token);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: sessionCookieFrom(res.headers['set-cookie']) },
    });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.json()._id).toBe(signedUp.user._id);
    expect(byBearer.json()._id).toBe(signedUp.user._id);
  });

  it('answers a wrong password with plain words and no session', async () => {
    await signUpUser(t.app, { email: 'karim@example.com', password: 'karim password' });
    const res = await signIn('karim@example.com', 'not my password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Wrong email or password.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown email like a wrong password', async () => {
    const res = await signIn('nobody@example.com', 'whatever password');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Wrong email or password.');
  });

  it('stores a memory-hard (scrypt) hash, never the password', async () => {
    const signedUp = await signUpUser(t.app, { password: 'plain text never' });
    const row = await storedUser(t.db, signedUp.user._id);
    expect(row).toBeDefined();
    const accounts = await t.db.query.account.findMany({
      where: (a, { eq }) => eq(a.userId, signedUp.user._id),
    });
    expect(accounts[0]?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(accounts[0]?.password).not.toContain('plain text never');
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie and bearer token stop working', async () => {
    const signedUp = await signUpUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...originOf(t.app), cookie: signedUp.cookie },
    });
    expect(out.statusCode).toBe(200);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: signedUp.cookie },
    });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: signedUp.headers,
    });
    expect(byCookie.statusCode).toBe(401);
    expect(byBearer.statusCode).toBe(401);
  });

  it('works with the bearer token alone', async () => {
    const signedUp = await signUpUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...originOf(t.app), ...signedUp.headers },
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: signedUp.headers,
    });
    expect(me.statusCode).toBe(401);
  });
});
