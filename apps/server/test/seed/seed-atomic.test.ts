import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MEALS, DEMO_RESIDENTS, residentEmail } from '@messmate/demo-seed';
import { images, meals, upcomingMeals, user } from '../../src/db/schema';
import { seedDemoDataIfEmpty } from '../../src/demo/seed-demo-community';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SEED_TIMEOUT_MS = 120_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function rowCounts(app: TestApp) {
  const total = async (table: typeof meals | typeof upcomingMeals | typeof images | typeof user) =>
    Number((await app.db.select({ n: count() }).from(table))[0]?.n);
  return {
    meals: await total(meals),
    upcomingMeals: await total(upcomingMeals),
    images: await total(images),
    users: await total(user),
  };
}

describe('the demo seed is all or nothing', () => {
  it(
    'leaves nothing behind when a write fails part-way',
    async () => {
      t = await createTestApp();
      const last = DEMO_RESIDENTS.at(-1);
      if (!last) throw new Error('no demo residents');
      // A real person already holds one demo resident's email: the resident insert must fail.
      await t.db
        .insert(user)
        .values({ id: 'real-person', name: 'Real Person', email: residentEmail(last.name) });

      await expect(seedDemoDataIfEmpty(t.db)).rejects.toThrow();

      // The images were written before the failing insert; they must have been rolled back too.
      expect(await rowCounts(t)).toEqual({ meals: 0, upcomingMeals: 0, images: 0, users: 1 });
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'seeds once when two instances start together',
    async () => {
      t = await createTestApp();
      const db = t.db;
      const results = await Promise.all([seedDemoDataIfEmpty(db), seedDemoDataIfEmpty(db)]);

      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect((await rowCounts(t)).meals).toBe(DEMO_MEALS.length);
    },
    SEED_TIMEOUT_MS,
  );
});
