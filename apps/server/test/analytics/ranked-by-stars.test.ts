import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealFiguresRepository } from '../../src/modules/analytics/meal-figures-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertManyMeals } from '../perf/many-meals';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { rankingTotalsAndRecount } from './rollup-recount';

const MEALS = 14;
const RESIDENTS = 5;
const DAYS = 8;

let t: TestApp;
let mealIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await insertManyMeals(t.db, MEALS);
  await t.db.execute(sql`
    insert into "user" (id, name, email)
    select 'stars-user-' || n, 'Stars Resident ' || n, 'stars-user-' || n || '@example.test'
    from generate_series(0, ${RESIDENTS - 1}::int) as n`);
  const result = await t.db.execute(sql`select id from meals order by id`);
  mealIds = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const review = fc.record({
  meal: fc.nat(MEALS - 1),
  resident: fc.nat(RESIDENTS - 1),
  // Mostly the ends of the scale, so ten meals at 5 (or 1) happen and the bound can settle.
  rating: fc.constantFrom(1, 1, 5, 5, 5, 2, 3, 4, null),
  hour: fc.nat(DAYS * 24 - 1),
});

/** Best or worst as decision 0019 ranked them: each resident's latest rating in the period. */
async function recounted(order: 'best' | 'worst', from: string, to: string, limit: number) {
  const result = await t.db.execute(sql`
    with latest as (
      select distinct on (user_id, meal_id) meal_id, rating from reviews
      where rating is not null and meal_id is not null
        and created_at >= (${from}::date)::timestamp at time zone 'Asia/Dhaka'
        and created_at < (${to}::date + 1)::timestamp at time zone 'Asia/Dhaka'
      order by user_id, meal_id, created_at desc, id desc),
    means as (select meal_id, avg(rating) as mean, count(*) as n from latest group by meal_id)
    select meal_id, mean, n from means
    order by mean ${sql.raw(order === 'best' ? 'desc' : 'asc')}, n desc, meal_id limit ${limit}`);
  const { rows } = result as unknown as { rows: { meal_id: string; mean: unknown; n: unknown }[] };
  return rows.map((row) => ({ id: row.meal_id, mean: Number(row.mean), n: Number(row.n) }));
}

describe('best and worst rated, probed in the order of the star counts', SLOW_MACHINE, () => {
  it('rank exactly as every latest rating of the period does, settled by the bound or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(review, { maxLength: 60 }),
        fc.nat(DAYS - 1),
        fc.nat(DAYS - 1),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        async (written, first, length, limit, probedRows) => {
          // Reviews written, then some deleted: the star counts follow both (zero rows stay).
          await t.db.execute(sql`delete from reviews`);
          for (const [i, r] of written.entries()) {
            await t.db.execute(sql`
              insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
              values (${mealIds[r.meal]}, 'Stars meal', ${`stars-user-${r.resident}`}, 'Stars.',
                      ${r.rating}, timestamptz '2025-04-01 00:00Z' + ${r.hour + i / 100} * interval '1 hour')`);
          }
          const from = `2025-04-0${1 + first}`;
          const to = `2025-04-${String(Math.min(1 + first + length, 30)).padStart(2, '0')}`;
          const period = { from, to, timeZone: 'Asia/Dhaka' };
          for (const order of ['best', 'worst'] as const) {
            const ranked = await mealFiguresRepository.rankedByRating(
              t.db,
              period,
              order,
              limit,
              probedRows,
            );
            const expected = await recounted(order, from, to, limit);
            // The cut is by (mean, n, id); the answer is shown by title (all equal here).
            const key = (rows: { id: string; n: number }[]) =>
              rows.map((row) => `${row.id} ${row.n}`).sort();
            expect(key(ranked.map((row) => ({ id: row.id, n: row.ratings })))).toEqual(
              key(expected),
            );
            expect(ranked.map((row) => row.rating).sort()).toEqual(
              expected.map((row) => row.mean).sort(),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
    // The star counts the trigger kept through every run's writes and deletes.
    const kept = await rankingTotalsAndRecount(t.db);
    expect(kept.counted.stars).toEqual(kept.recounted.stars);
  });
});
