import type { UserRecord } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { user } from '../../src/db/schema';
import {
  countingInstance,
  type CountingDatabase,
  type CountingInstance,
} from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, signedInAs, signUpUser, type SignedIn } from '../factories/users';

/**
 * Two instances on one database, as behind a load balancer (on PGlite both share the one
 * embedded database): `second` keeps who is signed in without asking the database, and still
 * hears at once of a change made through `first` or by any statement.
 */
let first: TestApp;
let instance: CountingInstance;
let second: App;
let counted: CountingDatabase;

beforeAll(async () => {
  first = await createTestApp();
  instance = await countingInstance(first);
  ({ app: second, counted } = instance);
});
afterAll(async () => {
  await instance.close();
  await first.close();
});

const kind = process.env.TEST_DB_KIND;

async function me(app: App, caller: SignedIn) {
  return app.inject({ method: 'GET', url: '/api/users/me', headers: caller.headers });
}

/** Asks `second` twice; the second answer must come without a statement to the database. */
async function warmOnSecond(caller: SignedIn): Promise<UserRecord> {
  expect((await me(second, caller)).statusCode).toBe(200);
  counted.reset();
  const again = await me(second, caller);
  expect(again.statusCode).toBe(200);
  expect(counted.count()).toBe(0);
  return again.json<UserRecord>();
}

/** On PostgreSQL the signal travels on second's LISTEN connection: one round trip there. */
const secondHeard = () => second.signedInCaughtUp();

describe(`a session or user changed on one instance (${kind})`, () => {
  it('answers a known caller from memory, and refuses them once they sign out elsewhere', async () => {
    const resident = await signUpUser(first.app);
    await warmOnSecond(resident);
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...resident.headers, ...originOf(first.app) },
    });
    expect(out.statusCode).toBe(200);
    await secondHeard();
    expect((await me(second, resident)).statusCode).toBe(401);
    // The instance that signed them out refuses them too, with nothing to wait for.
    expect((await me(first.app, resident)).statusCode).toBe(401);
  });

  it('lets a resident made admin on one instance into admin routes on the other', async () => {
    const admin = await signedInAs(first.app, { role: 'admin' });
    const resident = await signedInAs(first.app);
    await warmOnSecond(resident);
    const listUsers = () =>
      second.inject({ method: 'GET', url: '/api/users', headers: resident.headers });
    expect((await listUsers()).statusCode).toBe(403);
    const promoted = await first.app.inject({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(resident.user.email)}/make-admin`,
      headers: admin.headers,
      payload: {},
    });
    expect(promoted.statusCode).toBe(200);
    await secondHeard();
    expect((await listUsers()).statusCode).toBe(200);
  });

  it('shows a badge upgraded by any statement on the next request', async () => {
    const resident = await signedInAs(first.app, { badge: 'Bronze' });
    expect((await warmOnSecond(resident)).badge).toBe('Bronze');
    await first.db.update(user).set({ badge: 'Gold' }).where(eq(user.id, resident.user._id));
    await secondHeard();
    expect((await me(second, resident)).json<UserRecord>().badge).toBe('Gold');
  });
});
