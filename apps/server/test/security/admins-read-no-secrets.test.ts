import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  appSettings,
  paymentIntents,
  pushSubscriptions,
  session,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AUTHORIZATION_TABLE } from './support/authorization-table';
import { MANY_WRITES } from './support/many-writes';
import { sendCase } from './support/send-case';
import { createWorld, type World } from './support/world';

// Issue 25: admins cannot read passwords or tokens anywhere. Every GET the server serves (the
// authorization matrix has a call for each, and fails when one is missing) is made as an admin,
// after the test made a payment intent, a push subscription and sessions for everyone.
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  world = await createWorld(t.app);
  await world.ownerIntent();
  await world.ownerPaidIntent();
  await world.ownerSecondSession();
  await t.db.insert(pushSubscriptions).values({
    userId: world.ownerId(),
    endpoint: 'https://push.example/owner-device',
    p256dh: 'BOwnerP256dhKeyThatNoAdminMayRead0000000000000000000000000000000000000000000000',
    auth: 'owner-auth-secret-16',
  });
}, 60_000);
afterAll(() => t.close());

async function secretsNow(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const row of await t.db.select({ password: account.password }).from(account)) {
    if (row.password) found[`a password hash`] = row.password;
  }
  for (const row of await t.db
    .select({ token: session.token, userId: session.userId })
    .from(session)) {
    // The admin's own session is theirs to hold; nobody else's may reach them.
    if (row.userId !== world.people.admin.user._id)
      found[`a session token of ${row.userId}`] = row.token;
  }
  for (const row of await t.db.select().from(appSettings)) {
    // The VAPID pair is kept as JSON: its public half is served on purpose, the private never.
    const pair = /"privateKey"/.test(row.value)
      ? (JSON.parse(row.value) as { privateKey: string })
      : undefined;
    if (pair) found['the VAPID private key'] = pair.privateKey;
    else found[`the ${row.key} setting`] = row.value;
  }
  for (const row of await t.db
    .select({ secret: paymentIntents.clientSecret })
    .from(paymentIntents)) {
    found[`the payment secret ${row.secret.slice(0, 8)}…`] = row.secret;
  }
  for (const row of await t.db.select().from(pushSubscriptions)) {
    found['a push key'] = row.p256dh;
    found['a push auth secret'] = row.auth;
  }
  found['the auth secret'] = (await t.app.auth.instance.$context).secret;
  return found;
}

const GETS = AUTHORIZATION_TABLE.filter((row) => row.route.startsWith('GET '));

describe('an admin reading every GET', () => {
  it('has secrets of every kind to look for (the check is not vacuous)', async () => {
    const secrets = Object.keys(await secretsNow());
    for (const kind of [
      'password hash',
      'session token',
      'vapid',
      'payment secret',
      'auth secret',
      'push key',
    ]) {
      expect(
        secrets.some((name) => name.toLowerCase().includes(kind)),
        kind,
      ).toBe(true);
    }
    expect(GETS.length).toBeGreaterThan(40);
  });

  it.each(GETS.map((row) => [`${row.route} (${row.label})`, row] as const))(
    '%s carries no password hash, token, key or secret',
    async (_name, row) => {
      const request = await row.request(world, 'admin');
      const answer = await sendCase(world, 'admin', request, row.stream);
      const text = answer.text + JSON.stringify(answer.headers);
      const leaked = Object.entries(await secretsNow())
        .filter(([, value]) => value.length >= 8 && text.includes(value))
        .map(([name]) => name);
      expect(leaked).toEqual([]);
      expect(text).not.toMatch(/scrypt|[0-9a-f]{32}:[0-9a-f]{128}/i);
    },
  );
});
