import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { user } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('two admins making each other students at the same moment leave exactly one admin', async () => {
  const first = await signedInAs(t.app, { role: 'admin' });
  const second = await signedInAs(t.app, { role: 'admin' });
  const demote = (who: typeof first, target: typeof first) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(target.user.email)}/make-student`,
      headers: who.headers,
    });
  for (let round = 0; round < 6; round += 1) {
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, first.user._id));
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.user._id));
    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The loser is refused: no longer an admin (403), or the only admin left (409).
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await t.db.$count(user, eq(user.role, 'admin'))).toBe(1);
  }
});
