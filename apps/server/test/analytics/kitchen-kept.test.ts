import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema } from '@messmate/shared';
import type { App } from '../../src/app';
import { countingInstance, type CountingInstance } from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics } from './helpers';

/**
 * The kitchen's answer is read once per period over the same rows (decision 0049): a second
 * ask with nothing written in between sends no figure query, and any write (here a review
 * written straight to the database, as another instance would) is in the next answer.
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

describe(
  `the kitchen's answer kept by the rows it read (${process.env.TEST_DB_KIND})`,
  SLOW_MACHINE,
  () => {
    it('answers the same period over the same rows without reading the figures again', async () => {
      const first = await kitchen();
      instance.counted.reset();
      const again = await kitchen();
      // The due sittings' freeze and the snapshot: none of the dozen figure queries.
      expect(instance.counted.count()).toBeLessThanOrEqual(3);
      expect(again).toEqual(first);
      instance.counted.reset();
      await kitchen({ from: '2024-01-01', to: '2024-01-31' });
      expect(instance.counted.count()).toBeGreaterThan(10);
    });

    it('reads a review written since (by anyone, anywhere) into the next answer', async () => {
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

    it('shares one reading among asks that arrive together', async () => {
      const meal = await createMeal(t.db, { title: 'Bhapa Pitha' });
      await createReview(t.db, meal, await createUser(t.db), { rating: 4, createdAt: new Date() });
      instance.counted.reset();
      const answers = await Promise.all([1, 2, 3, 4].map(() => kitchen()));
      // Each ask freezes and reads the snapshot; the figures are read once, not four times.
      expect(instance.counted.count()).toBeLessThan(4 * 3 + 13);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    });
  },
);
