import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plainBearerSession } from '../../src/auth/plain-bearer-session';
import { SESSION_LIFETIME } from '../../src/auth/session-lifetime';
import { sessionTokenHash } from '../../src/auth/session-signal';
import { session } from '../../src/db/schema';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A bearer-only request's session read without better-auth (decision 0046): it must answer
 * exactly when better-auth would return the session unchanged, and leave every other case
 * (a bad signature, an expired or unknown session, one due for its refresh) to better-auth.
 */
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ secret } = await t.app.auth.instance.$context);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionEnding(expiresAt: Date) {
  const owner = await createUser(t.db);
  const token = randomBytes(24).toString('base64url');
  await t.db.insert(session).values({ id: randomUUID(), token, userId: owner.id, expiresAt });
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  // As better-auth hands it out (set-auth-token is the session cookie's value, %-escaped).
  const signed = encodeURIComponent(`${token}.${signature}`);
  return { owner, token, signed };
}

const fresh = () => new Date(Date.now() + SESSION_LIFETIME.expiresInSeconds * 1000 - 60_000);
const lookUp = (header: string) => plainBearerSession(t.db, secret, header, Date.now());
const betterAuthSays = async (header: string) =>
  (await t.app.auth.instance.api.getSession({ headers: new Headers({ authorization: header }) }))
    ?.user.id ?? null;

describe(`a bearer token's session without better-auth (${process.env.TEST_DB_KIND})`, () => {
  it('checks signatures with the secret better-auth signs with', () => {
    expect(t.app.auth.secret).toBe(secret);
  });

  it('reads a fresh session by its signed token and by its bare token, as better-auth does', async () => {
    const { owner, token, signed } = await sessionEnding(fresh());
    for (const header of [`Bearer ${signed}`, `bearer ${token}`]) {
      expect(await lookUp(header)).toMatchObject({
        userId: owner.id,
        tokenHash: sessionTokenHash(token),
      });
      expect(await betterAuthSays(header)).toBe(owner.id);
    }
  });

  it('leaves a wrong signature, an unknown token and another scheme to better-auth, which refuses them', async () => {
    const { token } = await sessionEnding(fresh());
    const forged = createHmac('sha256', 'not the secret').update(token).digest('base64');
    for (const header of [
      `Bearer ${encodeURIComponent(`${token}.${forged}`)}`,
      `Bearer ${randomBytes(24).toString('base64url')}`,
      `Basic ${token}`,
      `Bearer ${token}.short`,
    ]) {
      expect(await lookUp(header)).toBeUndefined();
      expect(await betterAuthSays(header)).toBeNull();
    }
  });

  it('leaves an expired session to better-auth, which refuses it', async () => {
    const { signed } = await sessionEnding(new Date(Date.now() - 1000));
    expect(await lookUp(`Bearer ${signed}`)).toBeUndefined();
    expect(await betterAuthSays(`Bearer ${signed}`)).toBeNull();
  });

  it('leaves a session due for its daily refresh to better-auth, which pushes its end out', async () => {
    const due = new Date(Date.now() + SESSION_LIFETIME.expiresInSeconds * 1000 - 2 * DAY_MS);
    const { owner, token, signed } = await sessionEnding(due);
    expect(await lookUp(`Bearer ${signed}`)).toBeUndefined();
    expect(await betterAuthSays(`Bearer ${signed}`)).toBe(owner.id);
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(due.getTime() + DAY_MS);
    expect(await lookUp(`Bearer ${signed}`)).toMatchObject({ userId: owner.id });
  });

  it('answers users/me through the app for a fresh session without asking better-auth, and 401 once the session is gone', async () => {
    const { owner, token, signed } = await sessionEnding(fresh());
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${signed}` },
      });
    const getSession = vi.spyOn(t.app.auth.instance.api, 'getSession');
    const answer = await me();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()._id).toBe(owner.id);
    expect(getSession).not.toHaveBeenCalled();
    getSession.mockRestore();
    await t.db.delete(session).where(eq(session.token, token));
    await t.app.signedInCaughtUp();
    expect((await me()).statusCode).toBe(401);
  });
});
