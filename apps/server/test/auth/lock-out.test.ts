import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, signUpUser } from '../factories/users';

// Finding 2 of issue 16: five wrong passwords let anyone lock the owner out for 15 minutes.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_ACCOUNT_MAX: '3',
    AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => t.close());

// One hostel, one public address: the attacker and the owner share it.
const HOSTEL = '203.0.113.40';

function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: HOSTEL,
    headers: originOf(t.app),
    payload: { email, password },
  });
}

describe('an attacker without the password', () => {
  it('cannot lock the owner out, even from the same address and in any letter case', async () => {
    await signUpUser(t.app, { email: 'owner@example.com', password: 'owner password' });
    for (let i = 0; i < 10; i += 1) {
      const email = i % 2 ? 'OWNER@example.com' : 'owner@example.com';
      expect((await signIn(email, `guess ${i}`)).statusCode).toBeGreaterThanOrEqual(400);
    }
    const owner = await signIn('owner@example.com', 'owner password');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ token: string }>().token).toBeTruthy();
  });

  it('cannot lock out an admin made at start-up either', async () => {
    const admin = await signUpUser(t.app, {
      email: 'cook@example.com',
      password: 'kitchen password',
    });
    for (let i = 0; i < 6; i += 1) await signIn(admin.user.email, 'wrong');
    expect((await signIn(admin.user.email, 'kitchen password')).statusCode).toBe(200);
  });
});

describe('guessing', () => {
  it('is still stopped past the limit, with Retry-After, and a success starts over', async () => {
    await signUpUser(t.app, { email: 'guessed@example.com', password: 'guessed password' });
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn('guessed@example.com', `guess ${i}`)).statusCode).toBe(401);
    }
    for (let i = 3; i < 8; i += 1) {
      const refused = await signIn('Guessed@example.com', `guess ${i}`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many sign-in attempts for this account. Try again in 10 minutes.',
      });
    }
    expect((await signIn('guessed@example.com', 'guessed password')).statusCode).toBe(200);
    expect((await signIn('guessed@example.com', 'one more typo')).statusCode).toBe(401);
  });

  it('gets no session past the limit whatever the wrong password, even in parallel', async () => {
    await signUpUser(t.app, { email: 'parallel@example.com', password: 'parallel password' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn('parallel@example.com', `wrong ${i}`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(results.every((r) => r.headers['set-cookie'] === undefined)).toBe(true);
  });
});
