import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenAnalyticsSchema, MyAnalyticsSchema } from '@messmate/shared';
import type { App } from '../../src/app';
import { countingInstance, type CountingInstance } from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { getAnalytics } from './helpers';

/**
 * Analytics answers are read once per period over the same rows (decision 0049): a second ask
 * with nothing written in between sends no figure query. Asked of PGlite, whose database is the
 * server's own: a PostgreSQL snapshot spans every database of the server, and the other test
 * files write theirs all the time (there a new reading is right on almost every ask).
 * kitchen-kept.test.ts asks both databases that the answers stay fresh.
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

/**
 * The fewest statements the second of two asks sent, in up to five tries: an autovacuum's
 * analyze between two asks is a write that moves the snapshot (a new reading then, rightly).
 */
async function fewestStatements(ask: () => Promise<unknown>, enough: number): Promise<number> {
  let fewest = Infinity;
  for (let attempt = 0; attempt < 5 && fewest > enough; attempt += 1) {
    await ask();
    instance.counted.reset();
    await ask();
    fewest = Math.min(fewest, instance.counted.count());
  }
  return fewest;
}

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

describe('a kept answer is reused while the rows stay the same', SLOW_MACHINE, () => {
  it("answers the kitchen's same period without reading the figures again", async () => {
    // One statement: the snapshot, asked in it whether any sitting waits to be frozen (0051).
    expect(await fewestStatements(() => kitchen(), 1)).toBe(1);
    expect(await kitchen()).toEqual(await kitchen());
    instance.counted.reset();
    await kitchen({ from: '2024-01-01', to: '2024-01-31' });
    expect(instance.counted.count()).toBeGreaterThan(10);
  });

  it('shares one reading among asks that arrive together', async () => {
    const meal = await createMeal(t.db, { title: 'Bhapa Pitha' });
    await createReview(t.db, meal, await createUser(t.db), { rating: 4, createdAt: new Date() });
    let answers: unknown[] = [];
    const together = async () => {
      answers = await Promise.all([1, 2, 3, 4].map(() => kitchen()));
    };
    // Each ask reads the snapshot; the figures are read once, not four times.
    expect(await fewestStatements(together, 4 + 12)).toBeLessThan(4 + 13);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it("reads a member's own answer once while nothing is written", async () => {
    const rafi = await signedInAs(app, { badge: 'Platinum', name: 'Rafi' });
    await mine(rafi);
    // The snapshot only: none of the member's five figure queries.
    expect(await fewestStatements(() => mine(rafi), 2)).toBeLessThanOrEqual(2);
  });
});
