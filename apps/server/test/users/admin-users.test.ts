import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meals } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signedInAs, storedUser, type SignedIn } from '../factories/users';

// Hashing passwords is slow on a busy machine: give each step room.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, {
    role: 'admin',
    name: 'Head Cook',
    email: 'cook@messmate.test',
  });
  student = await signedInAs(t.app, { name: 'Plain Student', email: 'plain@messmate.test' });
});
afterAll(() => t.close());

const ADMIN_CALLS = [
  { method: 'GET', url: '/api/users' },
  { method: 'GET', url: '/api/users?search=plain' },
  { method: 'PATCH', url: '/api/users/plain%40messmate.test/make-admin', payload: {} },
  { method: 'GET', url: '/api/admin/meals-count?email=cook%40messmate.test' },
] as const;

describe('admin calls', () => {
  it.each(ADMIN_CALLS)('$method $url answers 401 to a visitor', async (call) => {
    const res = await t.app.inject({ ...call });
    expect(res.statusCode).toBe(401);
  });

  it.each(ADMIN_CALLS)('$method $url answers 403 to a student', async (call) => {
    const res = await t.app.inject({ ...call, headers: student.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ADMIN_ONLY', message: 'Only admins can do this.' });
  });

  it('a student cannot make itself admin', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(student.user.email)}/make-admin`,
      headers: { cookie: student.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(await storedUser(t.db, student.user._id)).toMatchObject({ role: 'student' });
  });
});

describe('GET /api/users', () => {
  it('lists name, email, role and badge', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Head Cook',
          email: 'cook@messmate.test',
          role: 'admin',
          badge: 'Bronze',
        }),
        expect.objectContaining({
          name: 'Plain Student',
          email: 'plain@messmate.test',
          role: 'student',
        }),
      ]),
    );
  });

  it('searches name or email in any letter case', async () => {
    await createUser(t.db, { name: 'Farhana Begum', email: 'fb@hostel.test' });
    await createUser(t.db, { name: 'Tanvir', email: 'Tanvir.FARHAN@hostel.test' });
    await createUser(t.db, { name: 'Someone Else', email: 'se@hostel.test' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=FARHAN',
      headers: admin.headers,
    });
    expect(
      res
        .json()
        .map((u: { name: string }) => u.name)
        .sort(),
    ).toEqual(['Farhana Begum', 'Tanvir']);
  });

  it('ignores a search shorter than 2 characters', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=z',
      headers: admin.headers,
    });
    expect(one.json()).toHaveLength(all.json().length);
  });

  it('treats % and _ as plain characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=%25%25',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('PATCH /api/users/:email/make-admin', () => {
  it('promotes a student, and doing it again changes nothing', async () => {
    const target = await createUser(t.db, { email: 'promote.me@hostel.test' });
    const url = `/api/users/${encodeURIComponent('Promote.Me@hostel.test')}/make-admin`;
    const first = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: {} });
    expect(first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await storedUser(t.db, target.id)).toMatchObject({ role: 'admin' });
    const again = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: {} });
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  // Issue 26: any path value over 100 characters answered 414, though sign-up takes 320.
  it('promotes a student whose email is 320 characters long', async () => {
    const domain = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(58), 'test'];
    const email = `${'l'.repeat(64)}@${domain.join('.')}`;
    expect(email).toHaveLength(320);
    const target = await createUser(t.db, { email });
    const url = `/api/users/${encodeURIComponent(email)}/make-admin`;
    const res = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: {} });
    expect(res.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await storedUser(t.db, target.id)).toMatchObject({ role: 'admin' });
  });

  it('answers 404 for an unknown email', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/ghost%40hostel.test/make-admin',
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No user has that email address.');
  });

  it('the new admin reaches admin calls at once', async () => {
    const promoted = await signedInAs(t.app, { email: 'soon.admin@hostel.test' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: promoted.headers }))
        .statusCode,
    ).toBe(403);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/soon.admin%40hostel.test/make-admin',
      headers: admin.headers,
      payload: {},
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: promoted.headers }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/admin/meals-count', () => {
  it('counts meals the admin distributes or added, once each', async () => {
    const cook = await signedInAs(t.app, { role: 'admin', email: 'counter@messmate.test' });
    const base = {
      description: 'Rice and dal',
      category: 'Lunch' as const,
      pricePoisha: 8000,
      image: '/x.webp',
      distributorName: 'Cook',
    };
    await t.db.insert(meals).values([
      {
        ...base,
        id: randomUUID(),
        title: 'Distributed',
        distributorEmail: 'COUNTER@messmate.test',
      },
      {
        ...base,
        id: randomUUID(),
        title: 'Added',
        distributorEmail: 'other@messmate.test',
        addedBy: cook.user._id,
      },
      {
        ...base,
        id: randomUUID(),
        title: 'Both',
        distributorEmail: 'counter@messmate.test',
        addedBy: cook.user._id,
      },
      { ...base, id: randomUUID(), title: 'Not theirs', distributorEmail: 'other@messmate.test' },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals-count?email=counter%40messmate.test',
      headers: cook.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals-count',
      headers: cook.headers,
    });
    expect(own.json()).toEqual({ count: 3 });
  });

  it('answers 0 for an admin with no meals, and 400 for a malformed email', async () => {
    const zero = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals-count?email=cook%40messmate.test',
      headers: admin.headers,
    });
    expect(zero.json()).toEqual({ count: 0 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals-count?email=not-an-email',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please give a valid email address.');
  });
});
