import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAdminAccount } from '../../src/auth/admin-bootstrap';
import { resolveAuthSecret } from '../../src/auth/auth-secret';
import { user } from '../../src/db/schema';
import { loadEnv } from '../../src/env';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, signUpUser } from '../factories/users';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => undefined };
const envWith = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'test', ...vars });

function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originOf(t.app),
    payload: { email, password },
  });
}

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  it('creates that account as an admin who signs in with that password', async () => {
    await ensureAdminAccount(
      t.db,
      envWith({ ADMIN_EMAIL: 'Warden@Hostel.test', ADMIN_PASSWORD: 'warden secret 1' }),
      quiet,
    );
    const res = await signIn('warden@hostel.test', 'warden secret 1');
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json()).toMatchObject({ email: 'warden@hostel.test', role: 'admin' });
  });

  it('is idempotent across restarts', async () => {
    const env = envWith({ ADMIN_EMAIL: 'again@hostel.test', ADMIN_PASSWORD: 'again secret 1' });
    await ensureAdminAccount(t.db, env, quiet);
    await ensureAdminAccount(t.db, env, quiet);
    const rows = await t.db.select().from(user).where(eq(user.email, 'again@hostel.test'));
    expect(rows).toHaveLength(1);
  });

  it('promotes an existing account and leaves its password alone', async () => {
    const resident = await signUpUser(t.app, {
      email: 'senior@hostel.test',
      password: 'my own password',
    });
    expect(resident.user.role).toBe('student');
    await ensureAdminAccount(
      t.db,
      envWith({ ADMIN_EMAIL: 'senior@hostel.test', ADMIN_PASSWORD: 'a different one' }),
      quiet,
    );
    expect((await signIn('senior@hostel.test', 'my own password')).statusCode).toBe(200);
    expect((await signIn('senior@hostel.test', 'a different one')).statusCode).toBe(401);
    const [row] = await t.db.select().from(user).where(eq(user.email, 'senior@hostel.test'));
    expect(row?.role).toBe('admin');
  });

  it('refuses an admin password outside 8 to 128 characters', async () => {
    await expect(
      ensureAdminAccount(
        t.db,
        envWith({ ADMIN_EMAIL: 'weak@hostel.test', ADMIN_PASSWORD: 'short' }),
        quiet,
      ),
    ).rejects.toThrow('ADMIN_PASSWORD must be 8 to 128 characters long.');
  });

  it('creates no admin at all without ADMIN_EMAIL', async () => {
    const fresh = await createTestApp();
    try {
      await ensureAdminAccount(fresh.db, envWith({}), quiet);
      expect(await fresh.db.select().from(user).where(eq(user.role, 'admin'))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the auth secret', () => {
  it('uses AUTH_SECRET when set', async () => {
    expect(await resolveAuthSecret(t.db, envWith({ AUTH_SECRET: 'from-the-environment' }))).toBe(
      'from-the-environment',
    );
  });

  it('is generated once and then shared through the database', async () => {
    const first = await resolveAuthSecret(t.db, envWith({}));
    const second = await resolveAuthSecret(t.db, envWith({}));
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
  });
});
