import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { account, user } from '../../src/db/schema';
import { originOf } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('makes one account when the same email signs up many times at once', async () => {
  const email = 'twice.tania@example.com';
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: originOf(t.app),
        payload: { name: `Tania ${i}`, email, password: `password number ${i}` },
      }),
    ),
  );
  expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
  expect(statuses(answers).filter((status) => status >= 500)).toEqual([]);
  const rows = await t.db.select().from(user).where(eq(user.email, email));
  expect(rows).toHaveLength(1);
  expect(await t.db.$count(account, eq(account.userId, rows[0]?.id ?? ''))).toBe(1);
});
