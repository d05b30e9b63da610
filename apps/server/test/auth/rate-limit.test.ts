import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, signUpUser } from '../factories/users';

// Hashing passwords is slow on a busy machine: give each step room.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_ACCOUNT_MAX: '3',
    AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => t.close());

function signIn(email: string, password: string, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: originOf(t.app),
    payload: { email, password },
  });
}

describe('sign-in limit per account', () => {
  it('stops guesses at one account, in plain words, while a neighbour on the same address still signs in', async () => {
    await signUpUser(t.app, { email: 'typo@example.com', password: 'typo password' });
    await signUpUser(t.app, { email: 'neighbour@example.com', password: 'neighbour password' });
    for (let i = 0; i < 3; i += 1)
      expect((await signIn('typo@example.com', 'wrong guess')).statusCode).toBe(401);

    const blocked = await signIn('typo@example.com', 'another guess');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts for this account. Try again in 10 minutes.',
    });

    expect((await signIn('neighbour@example.com', 'neighbour password')).statusCode).toBe(200);
  });

  it('counts the account whatever the letter case of the email', async () => {
    await signUpUser(t.app, { email: 'case@example.com', password: 'case password' });
    for (const email of ['case@example.com', 'CASE@example.com', 'Case@Example.com']) {
      expect((await signIn(email, 'wrong guess')).statusCode).toBe(401);
    }
    expect((await signIn('case@EXAMPLE.com', 'one more guess')).statusCode).toBe(429);
  });

  it('starts over after a successful sign-in', async () => {
    await signUpUser(t.app, { email: 'forgetful@example.com', password: 'forgetful password' });
    for (let i = 0; i < 2; i += 1) await signIn('forgetful@example.com', 'wrong guess');
    expect((await signIn('forgetful@example.com', 'forgetful password')).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect((await signIn('forgetful@example.com', 'wrong guess')).statusCode).toBe(401);
    }
    expect((await signIn('forgetful@example.com', 'forgetful password')).statusCode).toBe(200);
  });

  it('holds under parallel guesses', async () => {
    await signUpUser(t.app, { email: 'burst@example.com', password: 'burst password' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => signIn('burst@example.com', 'wrong guess', '198.51.100.9')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('sign-up and sign-in ceiling per address', () => {
  it('lets a burst of honest sign-ups from one address through with the default ceiling', async () => {
    const ip = '192.0.2.50';
    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: ip,
        headers: originOf(t.app),
        payload: {
          name: `Resident ${n}`,
          email: `burst-${n}@example.com`,
          password: 'hostel password',
        },
      });
    for (let n = 0; n < 12; n += 1) expect((await signUp(n)).statusCode).toBe(200);
  });

  it('stops an address past the ceiling with a plain message', async () => {
    const small = await createTestApp({
      AUTH_RATE_LIMIT_IP_MAX: '4',
      AUTH_RATE_LIMIT_IP_WINDOW_SECONDS: '120',
    });
    try {
      const attempt = (n: number) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '192.0.2.77',
          headers: originOf(small.app),
          payload: { email: `nobody-${n}@example.com`, password: 'whatever password' },
        });
      for (let n = 1; n <= 4; n += 1) expect((await attempt(n)).statusCode).toBe(401);
      const stopped = await attempt(5);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-in attempts from this network. Try again in 2 minutes.',
      });
    } finally {
      await small.close();
    }
  });
});
