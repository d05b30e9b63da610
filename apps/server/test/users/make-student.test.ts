import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signedInAs, storedUser, type SignedIn } from '../factories/users';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Head Cook' });
});
afterAll(() => t.close());

const makeStudent = (who: SignedIn | undefined, email: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${encodeURIComponent(email)}/make-student`,
    headers: who?.headers ?? {},
  });

describe('PATCH /api/users/:email/make-student', () => {
  it('makes another admin a student again, and doing it again changes nothing', async () => {
    const other = await createUser(t.db, { role: 'admin', email: 'step.down@hostel.test' });
    const first = await makeStudent(admin, 'Step.Down@hostel.test');
    expect(first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await storedUser(t.db, other.id)).toMatchObject({ role: 'student' });
    const again = await makeStudent(admin, 'step.down@hostel.test');
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('refuses to make the last admin a student, and changes nothing', async () => {
    await t.db.update(user).set({ role: 'student' }).where(eq(user.role, 'admin'));
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.user._id));
    const res = await makeStudent(admin, admin.user.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'Head Cook is the only admin left. Make someone else an admin first.',
    });
    expect(await storedUser(t.db, admin.user._id)).toMatchObject({ role: 'admin' });
  });

  it('answers 404 for an unknown email, 403 to a student and 401 to a visitor', async () => {
    expect((await makeStudent(admin, 'nobody@hostel.test')).statusCode).toBe(404);
    const student = await signedInAs(t.app);
    expect((await makeStudent(student, admin.user.email)).statusCode).toBe(403);
    expect((await makeStudent(undefined, admin.user.email)).statusCode).toBe(401);
    expect(await storedUser(t.db, admin.user._id)).toMatchObject({ role: 'admin' });
  });
});
