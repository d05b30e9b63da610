import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf } from '../factories/users';

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
  direct = await createTestApp();
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

let sequence = 0;
function signUp(t: TestApp, headers: Record<string, string>) {
  sequence += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...originOf(t.app), ...headers },
    payload: { name: 'Proxy Pia', email: `pia${sequence}@example.com`, password: 'behind a proxy' },
  });
}

const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((line) => line.includes('session_token='));

describe('behind an HTTPS proxy (TRUST_PROXY=true)', () => {
  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  it('sends HSTS for half a year, subdomains included', async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: https });
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(hsts).toMatch(/includeSubDomains/);
  });

  it('marks the session cookie Secure, HttpOnly and SameSite, and it signs the caller in', async () => {
    const res = await signUp(behindProxy, https);
    expect(res.statusCode).toBe(200);
    const line = sessionCookie(res.headers['set-cookie']);
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    const me = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...https, cookie: line?.split(';')[0] ?? '' },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('served directly over http', () => {
  it('keeps the session cookie HttpOnly and SameSite, and a forged X-Forwarded-Proto changes nothing', async () => {
    const res = await signUp(direct, { 'x-forwarded-proto': 'https' });
    const line = sessionCookie(res.headers['set-cookie']);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).not.toMatch(/;\s*Secure/i);
  });
});
