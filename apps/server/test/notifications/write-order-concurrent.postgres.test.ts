import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NotificationPageSchema } from '@messmate/shared';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { getNotifications, raise } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PostgreSQL a note's created_at is its transaction's start: a transaction that began first
// and wrote its note last stamps it earlier. The note still comes after (decision 0050).
it('orders a note by when it was written, not by when its transaction began', async () => {
  const resident = await signedInAs(t.app);
  let begun: () => void = () => undefined;
  const hasBegun = new Promise<void>((resolve) => (begun = resolve));
  let proceed: () => void = () => undefined;
  const mayWrite = new Promise<void>((resolve) => (proceed = resolve));
  const late = t.db.transaction(async (tx) => {
    await tx.execute(sql`select now()`);
    begun();
    await mayWrite;
    return raise(tx, resident.user._id, { title: 'Begun first, written second' });
  });
  await hasBegun;
  const early = await raise(t.db, resident.user._id, { title: 'Begun second, written first' });
  proceed();
  const second = await late;

  // Compared in the database: the two stamps may fall in one JavaScript millisecond.
  const stamped = await t.db.execute(sql`select
      (select created_at from notifications where id = ${second}) <
      (select created_at from notifications where id = ${early}) as "stampedEarlier"`);
  expect((stamped as unknown as { rows: { stampedEarlier: boolean }[] }).rows).toEqual([
    { stampedEarlier: true },
  ]);
  const page = NotificationPageSchema.parse(
    (await getNotifications(t.app, resident, { cursor: second })).json(),
  );
  expect(page.items.map((item) => item._id)).toEqual([early]);
  const newestFirst = NotificationPageSchema.parse(
    (await getNotifications(t.app, resident)).json(),
  );
  expect(newestFirst.items.map((item) => item._id)).toEqual([second, early]);
});
