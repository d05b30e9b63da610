import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { meals, upcomingMeals } from '../../src/db/schema';
import { prepareDatabase } from '../../src/startup';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SEED_TIMEOUT_MS = 120_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function started(app: TestApp, seedDemo: boolean): Promise<string[]> {
  const lines: string[] = [];
  await prepareDatabase(
    app.database,
    { ...app.env, SEED_DEMO: seedDemo },
    {
      info: (message) => lines.push(message),
    },
  );
  return lines;
}

const total = async (app: TestApp, table: typeof meals | typeof upcomingMeals) =>
  Number((await app.db.select({ n: count() }).from(table))[0]?.n);

describe('the demo community on start', () => {
  it('is left out with SEED_DEMO=false', async () => {
    t = await createTestApp();
    expect(await started(t, false)).toEqual([]);
    expect(await total(t, meals)).toBe(0);
  });

  it(
    'is seeded by the first start with SEED_DEMO=true and not again by the next',
    async () => {
      t = await createTestApp();
      const first = await started(t, true);
      const seededMeals = await total(t, meals);
      const seededUpcoming = await total(t, upcomingMeals);
      expect(seededMeals).toBeGreaterThan(0);
      expect(first).toEqual([
        `Seeded demo data: ${seededMeals} meals, ${seededUpcoming} upcoming meals.`,
      ]);

      expect(await started(t, true)).toEqual([]);
      expect(await total(t, meals)).toBe(seededMeals);
    },
    SEED_TIMEOUT_MS,
  );
});
