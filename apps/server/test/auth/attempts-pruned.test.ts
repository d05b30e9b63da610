import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authAttempts } from '../../src/db/schema';
import { originOf } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '600' });
});
afterAll(() => t.close());

// Finding 8 of issue 16: counters for made-up addresses were pruned only when someone signed in.
it('drops the counters of long-ended windows while only failed sign-ins arrive', async () => {
  // Guesses at made-up addresses an hour ago: the clock is moved by dating the rows back.
  await t.db.insert(authAttempts).values(
    Array.from({ length: 50 }, (_, n) => ({
      key: `sign-in:made-up-${n}@example.com`,
      count: 1,
      windowStartedAt: sql`now() - interval '1 hour'`,
    })),
  );
  const failed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originOf(t.app),
    payload: { email: 'made-up-now@example.com', password: 'whatever password' },
  });
  expect(failed.statusCode).toBe(401);
  const keys = (await t.db.select({ key: authAttempts.key }).from(authAttempts)).map((r) => r.key);
  expect(keys).toEqual(['sign-in:made-up-now@example.com']);
});
