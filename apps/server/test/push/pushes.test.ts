import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayloadSchema } from '@messmate/shared';
import { pushSubscriptions } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counter, residentWithCode } from '../pickup-codes/helpers';
import { requestMeal, serveRequest } from '../requests/helpers';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { openedThread, reply } from '../support/helpers';
import { verifiedVapidClaims } from './browser-keys';
import { optedIn, publicKeyOf } from './helpers';
import { startLocalPushService, type LocalPushService } from './local-push-service';

let pushService: LocalPushService;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await createTestApp({}, { pushAgent: pushService.agent });
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const subscriptionsAt = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function servedRequestOf(resident: SignedIn, title: string) {
  const meal = await createMeal(t.db, { title });
  const created = await requestMeal(t.app, resident, { mealId: meal.id });
  expect(created.statusCode).toBe(201);
  const id = created.json().insertedId as string;
  expect((await serveRequest(t.app, id, admin)).statusCode).toBe(200);
  return { id, meal };
}

describe('Web Push to a local push service', SLOW_MACHINE, () => {
  it('pushes "your meal is served", encrypted for the browser and signed with our VAPID key', async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold' });
    const endpoint = pushService.endpoint(`served-${resident.user._id}`);
    const browser = await optedIn(t.app, resident, endpoint);

    const { id, meal } = await servedRequestOf(resident, 'Morog Polao');

    const [push] = await pushService.until(endpoint);
    if (!push) throw new Error('no push arrived');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(push.body)));
    expect(payload).toEqual({
      title: 'Your meal is served',
      body: 'Morog Polao has been served. Enjoy your meal!',
      link: `/meals/${meal.id}`,
      tag: `request-${id}`,
    });
    const claims = verifiedVapidClaims(
      String(push.headers.authorization),
      await publicKeyOf(t.app),
    );
    expect(claims.aud).toBe(new URL(endpoint).origin);
    expect(claims.sub).toBe(t.env.PUSH_CONTACT);
  });

  it('pushes "your meal is served" in Bangla to a resident who reads Bangla', async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold', language: 'bn' });
    const endpoint = pushService.endpoint(`served-bn-${resident.user._id}`);
    const browser = await optedIn(t.app, resident, endpoint);

    const { id, meal } = await servedRequestOf(resident, 'Morog Polao');

    const [push] = await pushService.until(endpoint);
    if (!push) throw new Error('no push arrived');
    const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(push.body)));
    expect(payload).toEqual({
      title: 'আপনার খাবার দেওয়া হয়েছে',
      body: 'Morog Polao দেওয়া হয়েছে। খাবার উপভোগ করুন!',
      link: `/meals/${meal.id}`,
      tag: `request-${id}`,
    });
  });

  it('pushes "your meal is served" when the plate is collected at the counter, once', async () => {
    const { resident, meal, requestId, code } = await residentWithCode(t.app, 'Counter Collector');
    const endpoint = pushService.endpoint(`collected-${resident.user._id}`);
    const browser = await optedIn(t.app, resident, endpoint);

    expect((await counter(t.app, 'collect', admin, code.shortCode)).statusCode).toBe(200);
    expect((await counter(t.app, 'collect', admin, code.code)).statusCode).toBe(409);

    const [push, ...more] = await pushService.until(endpoint);
    if (!push) throw new Error('no push arrived');
    expect(PushPayloadSchema.parse(JSON.parse(browser.decrypt(push.body)))).toMatchObject({
      title: 'Your meal is served',
      body: `${meal.title} has been served. Enjoy your meal!`,
      tag: `request-${requestId}`,
    });
    expect(more).toEqual([]);
  });

  it("pushes the kitchen's answer to a support thread, and nothing for the resident's own message", async () => {
    const resident = await signedInAs(t.app, { badge: 'Silver' });
    const endpoint = pushService.endpoint(`support-${resident.user._id}`);
    const browser = await optedIn(t.app, resident, endpoint);
    const thread = await openedThread(t.app, resident, { subject: 'Salt in the dal' });

    expect((await reply(t.app, resident, thread._id, 'Still salty')).statusCode).toBe(201);
    expect((await reply(t.app, admin, thread._id, 'We will fix it')).statusCode).toBe(201);

    const pushes = await pushService.until(endpoint);
    expect(pushes).toHaveLength(1);
    const payload = PushPayloadSchema.parse(
      JSON.parse(browser.decrypt(pushes[0]?.body ?? Buffer.alloc(0))),
    );
    expect(payload).toMatchObject({
      title: expect.stringMatching(/\S/),
      tag: `support-${thread._id}`,
    });
    expect(payload.body).toContain('Salt in the dal');
  });

  it('deletes a subscription the push service reports gone (410) or unknown (404), and keeps the rest', async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold' });
    const gone = pushService.endpoint(`gone-${resident.user._id}`);
    const unknown = pushService.endpoint(`unknown-${resident.user._id}`);
    const alive = pushService.endpoint(`alive-${resident.user._id}`);
    for (const endpoint of [gone, unknown, alive]) await optedIn(t.app, resident, endpoint);
    pushService.answer(gone, 410);
    pushService.answer(unknown, 404);

    const outcome = await t.app.push.send(resident.user._id, {
      title: 'Menu published',
      body: "Next week's menu is up.",
      link: '/menu',
    });

    expect(outcome).toEqual({ sent: 1, removed: 2, failed: 0 });
    expect(await subscriptionsAt(gone)).toHaveLength(0);
    expect(await subscriptionsAt(unknown)).toHaveLength(0);
    expect(await subscriptionsAt(alive)).toHaveLength(1);
  });

  it('keeps a subscription when the push service fails for a while (500)', async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold' });
    const endpoint = pushService.endpoint(`flaky-${resident.user._id}`);
    await optedIn(t.app, resident, endpoint);
    pushService.answer(endpoint, 500);

    const outcome = await t.app.push.send(resident.user._id, { title: 'x', body: 'y', link: null });

    expect(outcome).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await subscriptionsAt(endpoint)).toHaveLength(1);
  });
});
