import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { pushSubscriptions } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { makeBrowserKeys } from './browser-keys';
import { optedIn, publicKeyOf, subscribe, unsubscribe } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const endpointFor = (name: string) => `https://push.example.net/send/${name}-${Math.random()}`;
const rowsAt = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('the VAPID key', SLOW_MACHINE, () => {
  it('is made once and kept in the database: another instance on it answers the same key', async () => {
    const key = await publicKeyOf(t.app);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const second = await buildApp({ env: t.env, database: t.database, logger: false });
    try {
      expect(await publicKeyOf(second)).toBe(key);
    } finally {
      await second.close();
    }
  });
});

describe('POST and DELETE /api/push/subscriptions', SLOW_MACHINE, () => {
  it("stores the caller's browser once, and the same browser signing in as someone else moves to them", async () => {
    const first = await signedInAs(t.app);
    const second = await signedInAs(t.app);
    const endpoint = endpointFor('shared-phone');
    await optedIn(t.app, first, endpoint);
    await optedIn(t.app, first, endpoint);
    expect(await rowsAt(endpoint)).toMatchObject([{ userId: first.user._id }]);

    await optedIn(t.app, second, endpoint);
    expect(await rowsAt(endpoint)).toMatchObject([{ userId: second.user._id }]);
  });

  it('refuses a visitor, a non-https endpoint and keys that are not a browser’s, storing nothing', async () => {
    const resident = await signedInAs(t.app);
    const keys = makeBrowserKeys().keys;
    const visitor = await subscribe(t.app, undefined, { endpoint: endpointFor('x'), keys });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Sign in to get notifications on this device.');

    const http = endpointFor('plain').replace('https:', 'http:');
    const plain = await subscribe(t.app, resident, { endpoint: http, keys });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('The push endpoint must be an https address.');

    const badKeys = endpointFor('bad-keys');
    const bad = await subscribe(t.app, resident, {
      endpoint: badKeys,
      keys: { p256dh: 'abc', auth: keys.auth },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The subscription's p256dh key is too short.");
    expect([...(await rowsAt(http)), ...(await rowsAt(badKeys))]).toHaveLength(0);
  });

  it("deletes only the caller's own subscription", async () => {
    const owner = await signedInAs(t.app);
    const other = await signedInAs(t.app);
    const endpoint = endpointFor('owned');
    await optedIn(t.app, owner, endpoint);

    const refused = await unsubscribe(t.app, other, endpoint);
    expect(refused.json()).toEqual({ acknowledged: true, deletedCount: 0 });
    expect(await rowsAt(endpoint)).toHaveLength(1);

    const done = await unsubscribe(t.app, owner, endpoint);
    expect(done.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await rowsAt(endpoint)).toHaveLength(0);
  });
});
