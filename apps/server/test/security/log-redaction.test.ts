import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACTIONS, type App } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { originOf, sessionCookieFrom } from '../factories/users';
import { openTestDatabase } from '../helpers/test-database';

let log = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' });
  database = await openTestDatabase();
  // The production logger settings, at the chattiest level, writing where the test can read.
  app = await buildApp({
    env,
    database,
    logger: { level: 'trace', redact: LOG_REDACTIONS, stream: sink },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PASSWORD = 'tamarind-chutney-secret-42';
const NEW_PASSWORD = 'mango-pickle-secret-77';

describe('the log at level trace', () => {
  it('never holds a password, a session token or a cookie, while it does record the calls', async () => {
    const email = 'logged.lubna@example.com';
    const headers = { ...originOf(app), authorization: 'Bearer not-a-real-token-xyz' };
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { name: 'Logged Lubna', email, password: PASSWORD },
    });
    expect(signUp.statusCode).toBe(200);
    const token = signUp.json<{ token: string }>().token;
    const cookie = sessionCookieFrom(signUp.headers['set-cookie']);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originOf(app),
      payload: { email, password: `${PASSWORD}-typo` },
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originOf(app),
      payload: { email, password: PASSWORD },
    });
    const secondToken = signIn.json<{ token: string }>().token;
    const bearer = { authorization: `Bearer ${token}` };
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer })).statusCode,
    ).toBe(200);
    const byCookie = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(byCookie.json()).toMatchObject({ user: { email } });
    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...originOf(app), ...bearer },
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);

    expect(log).toContain('/api/users/me');
    expect(log).toContain('/api/auth/change-password');
    const cookieValue = decodeURIComponent(cookie.split('=')[1] ?? '');
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      token,
      secondToken,
      cookieValue,
      'not-a-real-token-xyz',
    ]) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
    }
    expect(log).not.toMatch(/scrypt|[0-9a-f]{32}:[0-9a-f]{128}/i);
  });
});
