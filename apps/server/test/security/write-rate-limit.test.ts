import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema';
import { isLimitedWriteRoute } from '../../src/plugins/write-rate-limit';
import { createMeal } from '../factories/meals';
import {
  originOf,
  SESSION_COOKIE,
  sessionFor,
  signedInAs,
  signUpUser,
  storedUser,
  type SignedIn,
} from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { servedRoutes } from './support/route-inventory';

const MAX = 3;
const WINDOW_SECONDS = 120;

let t: TestApp;
let mealId: string;
beforeAll(async () => {
  t = await createTestApp({
    WRITE_RATE_LIMIT_MAX: String(MAX),
    WRITE_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  mealId = (await createMeal(t.db)).id;
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

// Every caller here comes from one hostel's shared address unless a test says otherwise.
const HOSTEL = '203.0.113.40';

function review(headers: Record<string, string>, content = 'Tasty', remoteAddress = HOSTEL) {
  return t.app.inject({
    method: 'POST',
    url: `/api/meals/${mealId}/review`,
    remoteAddress,
    headers,
    payload: { content },
  });
}

const reviewsBy = async (who: SignedIn) =>
  (await t.db.select().from(reviews).where(eq(reviews.userId, who.user._id))).length;

async function useUpLimit(who: SignedIn) {
  for (let n = 1; n <= MAX; n += 1) {
    expect((await review(who.headers, `Review ${n}`)).statusCode).toBe(201);
  }
}

describe('write rate limit', SLOW_MACHINE, () => {
  it('refuses the write past the limit in the one error shape, with Retry-After, and stores nothing', async () => {
    const resident = await signedInAs(t.app);
    await useUpLimit(resident);

    const refused = await review(resident.headers, 'One too many');
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_WRITES' });
    expect(body.message).toMatch(
      /^You are making changes too quickly\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    expect(body.error).toBe(body.message);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    // The window here is two minutes, so the wait is said in minutes, rounded up like the header.
    expect(body.message).toBe(
      `You are making changes too quickly. Please wait ${retryAfter > 60 ? '2 minutes' : '1 minute'} and try again.`,
    );

    expect(await reviewsBy(resident)).toBe(MAX);
  });

  it('counts each resident on their own, though a hostel shares one address', async () => {
    const first = await signedInAs(t.app);
    const second = await signedInAs(t.app);
    await useUpLimit(first);
    expect((await review(first.headers)).statusCode).toBe(429);

    expect((await review(second.headers)).statusCode).toBe(201);
    expect(await reviewsBy(second)).toBe(1);
  });

  it('counts the account, so a second session or a made-up token beside the cookie opens no fresh count', async () => {
    const resident = await signedInAs(t.app);
    await useUpLimit(resident);

    const stored = await storedUser(t.db, resident.user._id);
    if (!stored) throw new Error('the resident was not stored');
    const secondSession = await sessionFor(t.app, stored);
    expect((await review(secondSession.headers)).statusCode).toBe(429);

    // better-auth ignores a bearer whose signature is wrong and reads the cookie instead.
    const cookieWithJunkBearer = {
      cookie: resident.cookie,
      authorization: `Bearer made-up-${Date.now()}.bm90IGEgc2lnbmF0dXJl`,
    };
    expect((await review(cookieWithJunkBearer)).statusCode).toBe(429);
    expect(await reviewsBy(resident)).toBe(MAX);
  });

  it('reads the session cookie as well as the bearer token, under the Secure prefix too', async () => {
    const resident = await signedInAs(t.app);
    await useUpLimit(resident);
    expect((await review({ cookie: resident.cookie })).statusCode).toBe(429);

    const secure = await createTestApp({
      WRITE_RATE_LIMIT_MAX: '1',
      PUBLIC_URL: 'https://messmate.example',
    });
    try {
      const meal = await createMeal(secure.db);
      const signUp = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: originOf(secure.app),
        payload: { name: 'Behind TLS', email: 'tls@example.com', password: 'hostel password' },
      });
      const setCookies = [signUp.headers['set-cookie'] ?? []].flat();
      const sessionCookie = setCookies.find((line) =>
        line.startsWith(`__Secure-${SESSION_COOKIE}=`),
      );
      expect(sessionCookie).toBeDefined();
      const cookie = { cookie: sessionCookie?.split(';')[0] ?? '' };
      const write = () =>
        secure.app.inject({
          method: 'POST',
          url: `/api/meals/${meal.id}/review`,
          headers: cookie,
          payload: { content: 'Behind TLS' },
        });
      expect((await write()).statusCode).toBe(201);
      expect((await write()).statusCode).toBe(429);
    } finally {
      await secure.close();
    }
  });

  it('never limits reading', async () => {
    const resident = await signedInAs(t.app);
    await useUpLimit(resident);
    for (let n = 0; n < MAX + 2; n += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/meals/${mealId}`,
        remoteAddress: HOSTEL,
        headers: resident.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('leaves sign-in to better-auth: signing in does not use up the address or the account', async () => {
    const address = '198.51.100.61';
    const account = await signUpUser(t.app, { password: 'hostel password' });
    let session = '';
    for (let n = 0; n <= MAX; n += 1) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: address,
        headers: originOf(t.app),
        payload: { email: account.user.email, password: 'hostel password' },
      });
      expect(signIn.statusCode).toBe(200);
      session = signIn.json<{ token: string }>().token;
    }
    // The address's own count is untouched: a visitor there still hears 'sign in', not 'wait'.
    const anonymous = await review({}, 'Anonymous', address);
    expect(anonymous.statusCode).toBe(401);
    for (let n = 1; n <= MAX; n += 1) {
      expect(
        (await review({ authorization: `Bearer ${session}` }, 'Mine', address)).statusCode,
      ).toBe(201);
    }
  });

  it('counts callers who are not signed in by their address', async () => {
    const address = '198.51.100.62';
    for (let n = 0; n < MAX; n += 1) expect((await review({}, 'x', address)).statusCode).toBe(401);
    expect((await review({}, 'x', address)).statusCode).toBe(429);
    expect((await review({}, 'x', '198.51.100.63')).statusCode).toBe(401);
  });

  it("exempts Stripe's webhook, which Stripe signs and retries", async () => {
    for (let n = 0; n <= MAX + 1; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        remoteAddress: '198.51.100.64',
        headers: { 'content-type': 'application/json', 'stripe-signature': 'unsigned' },
        payload: '{}',
      });
      // Stripe is off in this app: the route answers, the limiter never does.
      expect(res.statusCode).toBe(404);
    }
  });

  it('covers every write route under /api but the sign-in ones and the webhook', async () => {
    const resident = await signedInAs(t.app);
    await useUpLimit(resident);
    const writes = servedRoutes(t.app).filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'GET',
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: url.replace('*', 'no-such-action'),
        remoteAddress: HOSTEL,
        headers: { ...resident.headers, ...originOf(t.app) },
      });
      const exempt = url.startsWith('/api/auth/') || url === '/api/payments/webhook';
      expect(`${route.method} ${route.url} ${res.statusCode}`).toBe(
        `${route.method} ${route.url} ${exempt ? res.statusCode : 429}`,
      );
      expect(res.statusCode === 429).toBe(!exempt);
    }
  });
});

describe('which routes take the limit', () => {
  it('takes writes under /api and leaves reads, the web app, sign-in and the webhook alone', () => {
    expect(isLimitedWriteRoute('POST', '/api/meals/:id/review')).toBe(true);
    expect(isLimitedWriteRoute(['GET', 'DELETE'], '/api/reviews/:id')).toBe(true);
    expect(isLimitedWriteRoute('GET', '/api/meals')).toBe(false);
    expect(isLimitedWriteRoute('HEAD', '/api/meals')).toBe(false);
    expect(isLimitedWriteRoute(['GET', 'POST'], '/api/auth/*')).toBe(false);
    expect(isLimitedWriteRoute('POST', '/api/payments/webhook')).toBe(false);
    expect(isLimitedWriteRoute('PUT', '/__bench/baseline/:id')).toBe(false);
  });
});
