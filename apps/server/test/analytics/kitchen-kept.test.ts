import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema, MyAnalyticsSchema } from '@messmate/shared';
import type { App } from '../../src/app';
import { countingInstance, type CountingInstance } from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics, paymentAt } from './helpers';

/**
 * Kept analytics answers stay fresh (decision 0049): any write, here rows written straight to
 * the database as another instance would, is in the next answer, and no member is answered with
 * another's. That a kept answer is reused is asked in kitchen-kept.pglite.test.ts.
 */
let t: TestApp;
let instance: CountingInstance;
let app: App;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  instance = await countingInstance(t);
  app = instance.app;
  admin = await signedInAs(app, { role: 'admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(async () => {
  await instance.close();
  await t.close();
});

const kitchen = async (query: Record<string, string> = {}) => {
  const res = await getAnalytics(app, 'kitchen', admin, query);
  expect(res.statusCode, res.body).toBe(200);
  return KitchenAnalyticsSchema.parse(res.json());
};

const mine = async (who: SignedIn) => {
  const res = await getAnalytics(app, 'me', who);
  expect(res.statusCode, res.body).toBe(200);
  return MyAnalyticsSchema.parse(res.json());
};

describe(`kept analytics answers stay fresh (${process.env.TEST_DB_KIND})`, SLOW_MACHINE, () => {
  it("reads a review written since (by anyone, anywhere) into the kitchen's next answer", async () => {
    const meal = await createMeal(t.db, { title: 'Panta Ilish' });
    const author = await createUser(t.db);
    const before = await kitchen();
    expect(before.bestRated.map((row) => row.title)).not.toContain('Panta Ilish');
    await createReview(t.db, meal, author, { rating: 5, createdAt: new Date() });
    const after = await kitchen();
    expect(after.bestRated).toContainEqual(
      expect.objectContaining({ title: 'Panta Ilish', rating: 5, ratings: 1 }),
    );
  });

  it('reads a payment since into the member’s next answer, and never answers one with another’s', async () => {
    const rafi = await signedInAs(app, { badge: 'Platinum', name: 'Rafi' });
    const mitu = await signedInAs(app, { badge: 'Platinum', name: 'Mitu' });
    const buyer = { id: rafi.user._id, name: rafi.user.name, email: rafi.user.email };
    await paymentAt(t.db, buyer, 'Platinum', 599, new Date().toISOString());
    expect((await mine(rafi)).paid).toBe(599);
    expect((await mine(rafi)).paid).toBe(599);
    expect((await mine(mitu)).paid).toBe(0);
    await paymentAt(t.db, buyer, 'Platinum', 599, new Date().toISOString());
    expect((await mine(rafi)).paid).toBe(1198);
  });
});
