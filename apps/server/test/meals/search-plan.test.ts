import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_SORTS, MealListQuerySchema } from '@messmate/shared';
import { mealsRepository } from '../../src/modules/meals/repository';
import { toListFilters } from '../../src/modules/meals/service';
import { createMeal } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class RollBack extends Error {}

/** EXPLAIN of the exact query the meals list runs, planned as if the table were too big to scan. */
async function planFor(rawQuery: Record<string, string>): Promise<string> {
  const filters = toListFilters(MealListQuerySchema.parse(rawQuery));
  let plan = '';
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain ${mealsRepository.listQuery(tx, filters).getSQL()}`,
      );
      // The driver's raw result type is not known statically; EXPLAIN yields rows of one text column.
      const { rows } = result as { rows: Record<string, unknown>[] };
      plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return plan;
}

describe('the meals search query plan', () => {
  it('finds matches through the trigram indexes on title and description', async () => {
    // Enough varied rows for the planner's statistics to mean something.
    const template = await createMeal(t.db);
    await t.db.execute(sql`
      insert into meals (title, description, category, price_poisha, image, distributor_name, distributor_email)
      select 'Dish ' || md5(n::text), 'Made with ' || md5((n * 7)::text), ${template.category},
             (n % 500) * 100, ${template.image}, ${template.distributorName}, ${template.distributorEmail}
      from generate_series(1, 3000) as n`);
    // Vacuum folds the GIN pending list into the index, as autovacuum would on a live server.
    await t.db.execute(sql`vacuum analyze meals`);
    for (const sortBy of MEAL_SORTS) {
      const plan = await planFor({ search: 'curry', sortBy, limit: '6' });
      expect(plan, `sortBy=${sortBy}`).toContain('meals_title_trgm_idx');
      expect(plan, `sortBy=${sortBy}`).toContain('meals_description_trgm_idx');
      expect(plan, `sortBy=${sortBy}`).not.toMatch(/Seq Scan/);
    }
  });
});
