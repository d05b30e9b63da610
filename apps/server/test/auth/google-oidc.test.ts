import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, SESSION_COOKIE } from '../factories/users';
import { startIssuer, type IssuerProfile } from './oidc-issuer';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let issuer: Awaited<ReturnType<typeof startIssuer>>;

beforeAll(async () => {
  issuer = await startIssuer({
    sub: 'google-1001',
    email: 'mim@gmail.test',
    name: 'Mim Akter',
    picture: 'https://photos.example.com/mim.jpg',
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'messmate-local',
    GOOGLE_CLIENT_SECRET: 'local-secret',
    GOOGLE_ISSUER: issuer.url,
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

function cookiePairs(setCookie: string | string[] | undefined): string[] {
  return [setCookie ?? []].flat().map((line) => line.split(';')[0] ?? '');
}

/** The browser's round trip: start at our server, sign in at the issuer, come back. */
async function signInWithGoogle(profile: IssuerProfile) {
  issuer.signInAs(profile);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: originOf(t.app),
    payload: {
      provider: 'google',
      callbackURL: '/join?via=google',
      errorCallbackURL: '/join?via=google',
    },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json<{ url: string }>();
  expect(url.startsWith(issuer.url)).toBe(true);

  const atIssuer = await fetch(url, { redirect: 'manual' });
  expect(atIssuer.status).toBe(302);
  const back = new URL(atIssuer.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/auth/callback/google');

  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookiePairs(start.headers['set-cookie']).join('; ') },
  });
  return callback;
}

describe('Continue with Google (OpenID Connect)', () => {
  it('says it is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json()).toMatchObject({ google: true });
  });

  it("creates a student with the Bronze badge from the provider's name, email and picture, with a working session", async () => {
    const callback = await signInWithGoogle({
      sub: 'google-2002',
      email: 'nusrat@gmail.test',
      name: 'Nusrat Jahan',
      picture: 'https://photos.example.com/nusrat.jpg',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/join?via=google');
    const session = cookiePairs(callback.headers['set-cookie']).find((c) =>
      c.startsWith(`${SESSION_COOKIE}=`),
    );
    expect(session).toBeDefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: session ?? '' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Nusrat Jahan',
      email: 'nusrat@gmail.test',
      image: 'https://photos.example.com/nusrat.jpg',
      role: 'student',
      badge: 'Bronze',
    });
  });

  it('signs the same person in again to the same account', async () => {
    const profile = {
      sub: 'google-3003',
      email: 'repeat@gmail.test',
      name: 'Repeat Visitor',
      picture: 'https://photos.example.com/r.jpg',
    };
    const first = await signInWithGoogle(profile);
    const second = await signInWithGoogle(profile);
    const idOf = async (res: typeof first) => {
      const cookie =
        cookiePairs(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ??
        '';
      return (
        await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })
      ).json()._id;
    };
    expect(await idOf(second)).toBe(await idOf(first));
  });

  it('refuses a callback whose state was not started here', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=abc&state=forged',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
    expect(res.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^messmate\.session_token=[^;]+/)]),
    );
  });
});

describe('when Google is not configured', () => {
  it('says it is off, and starting a Google sign-in says so in plain words', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/auth-config' })).json(),
      ).toMatchObject({ google: false });
      const start = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: originOf(plain.app),
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
      expect(start.json().message).toBe('Google sign-in is not set up on this server.');
    } finally {
      await plain.close();
    }
  });
});
