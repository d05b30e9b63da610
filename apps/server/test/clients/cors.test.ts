import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LISTED = 'https://menu.example.org';
const UNLISTED = 'https://elsewhere.example.net';

let t: TestApp;
let plain: TestApp;
let resident: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `${LISTED}, http://10.0.0.5:8080/` });
  plain = await createTestApp();
  resident = await signedInAs(t.app);
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const preflight = (app: TestApp, origin: string, method = 'PATCH') =>
  app.app.inject({
    method: 'OPTIONS',
    url: '/api/meals/00000000-0000-4000-8000-000000000000',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for the origins in CORS_ORIGINS', () => {
  it("answers a listed origin's simple request, and never allows credentials", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/meals',
      headers: { origin: LISTED },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it("answers a listed origin's preflight with the methods and headers a bearer client needs", async () => {
    const res = await preflight(t, 'http://10.0.0.5:8080');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://10.0.0.5:8080');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives an unlisted origin nothing, and no origin at all without CORS_ORIGINS', async () => {
    for (const [app, origin] of [
      [t, UNLISTED],
      [plain, LISTED],
    ] as const) {
      const read = await app.app.inject({ method: 'GET', url: '/api/meals', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const asked = await preflight(app, origin);
      expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets a listed origin like with a bearer token, and its refusals carry the header too', async () => {
    const meal = await createMeal(t.db);
    const url = `/api/meals/${meal.id}`;
    const liked = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { origin: LISTED, ...resident.headers },
      payload: { likes: 1 },
    });
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toMatchObject({ likes: 1, liked: true });
    expect(liked.headers['access-control-allow-origin']).toBe(LISTED);
    const visitor = await t.app.inject({ method: 'PATCH', url, headers: { origin: LISTED } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('lets a listed origin review with a bearer token', async () => {
    const meal = await createMeal(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meals/${meal.id}/review`,
      headers: { origin: LISTED, ...resident.headers },
      payload: { content: 'Seen on the canteen screen, tasted in the hall.', rating: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('still refuses a write from a listed origin that rides the session cookie', async () => {
    const meal = await createMeal(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}`,
      headers: { origin: LISTED, cookie: resident.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_WRITE');
  });

  it('lets a page on a listed origin sign in and get its bearer token', async () => {
    const email = `cors-${Date.now()}@example.com`;
    const headers = { origin: LISTED };
    const password = 'correct horse battery';
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { name: 'Screen Sabbir', email, password },
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(res.headers['access-control-expose-headers'])).toContain('set-auth-token');
    const token = res.json<{ token: string }>().token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.email).toBe(email);
  });
});
