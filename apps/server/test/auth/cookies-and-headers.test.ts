import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://meals.hostel.example' });
});
afterAll(() => t.close());

describe('behind an https public address', () => {
  it('marks the session cookie Secure, HttpOnly and SameSite=Lax, and it still signs the caller in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://meals.hostel.example' },
      payload: { name: 'Secure Sam', email: 'sam@example.com', password: 'secure password' },
    });
    expect(res.statusCode).toBe(200);
    const line = [res.headers['set-cookie'] ?? []].flat().find((c) => c.includes('session_token='));
    expect(line).toMatch(/^__Secure-messmate\.session_token=/);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: line?.split(';')[0] ?? '' },
    });
    expect(me.json()).toMatchObject({ email: 'sam@example.com' });
  });

  it('refuses a sign-in posted from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Evil', email: 'evil@example.com', password: 'evil password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'This request did not come from MessMate. Reload the page and try again.',
    );
  });

  it("keeps helmet's security headers and our error shape on the auth endpoints", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://meals.hostel.example' },
      payload: { email: 'nobody@example.com', password: 'whatever password' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // People's photos: this origin and the listed photo hosts only, never any https address.
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://i.ibb.co https://lh3.googleusercontent.com",
    );
    expect(res.headers['content-security-policy']).not.toMatch(/img-src[^;]* https:(;| )/);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Wrong email or password.',
      error: 'Wrong email or password.',
    });
  });
});
