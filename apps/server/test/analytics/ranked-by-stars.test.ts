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
        fc.array(review, { maxLength: 80 }),
        fc.nat(DAYS - 1),
        fc.nat(DAYS - 1),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        async (written, first, length, limit, probedRows) => {
          // The last run's reviews deleted, these written: the star counts follow both.
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
      { numRuns: 80 },
    );
    // The star counts the trigger kept through every run's writes and deletes.
    const kept = await rankingTotalsAndRecount(t.db);
    expect(kept.counted.stars).toEqual(kept.recounted.stars);
  });

  it('answers from the probes when ten meals top the scale, and from every rating when not', async () => {
    await t.db.execute(sql`delete from reviews`);
    expect(await t.db.execute(sql`select 1 from analytics_meal_stars`)).toMatchObject({ rows: [] });
    // Twelve meals: a 5 on 2 April and a 4 on 5 April each, by two residents.
    for (const [stars, day, resident] of [
      [5, '2025-04-02', 0],
      [4, '2025-04-05', 1],
    ] as const) {
      await t.db.execute(sql`
        insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
        select id, 'Stars meal', ${`stars-user-${resident}`}, 'Stars.', ${stars},
               (${day}::date + time '12:00') at time zone 'Asia/Dhaka'
        from meals order by id limit 12`);
    }
    const settledByProbes = async (
      from: string,
      to: string,
      order: 'best' | 'worst',
      limit = 2,
      probedRows = 3,
    ) => {
      const query = mealFiguresRepository.rankedByRatingQuery(
        { from, to, timeZone: 'Asia/Dhaka' },
        order,
        limit,
        probedRows,
      );
      const result = await t.db.execute(sql`explain (analyze, costs off, timing off) ${query}`);
      const { rows } = result as unknown as { rows: Record<string, string>[] };
      const plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
      const ranked = await mealFiguresRepository.rankedByRating(
        t.db,
        { from, to, timeZone: 'Asia/Dhaka' },
        order,
        limit,
        probedRows,
      );
      // The same meals (cut by id on a tie; shown by title).
      expect(ranked.map((row) => `${row.id} ${row.rating} ${row.ratings}`).sort()).toEqual(
        (await recounted(order, from, to, limit))
          .map((row) => `${row.id} ${row.mean} ${row.n}`)
          .sort(),
      );
      // The probes' answer is read, or never: then every rating of the period was aggregated.
      return !/CTE Scan on fast \(never executed\)/.test(plan);
    };
    // 1-3 April: ten meals average 5 and none can have more fives than one.
    expect(await settledByProbes('2025-04-01', '2025-04-03', 'best')).toBe(true);
    // 4-6 April: the best average 4, and any meal left may have a 5.
    expect(await settledByProbes('2025-04-04', '2025-04-06', 'best')).toBe(false);
    // Worst over 4-6 April: the lowest star of every meal is 4, and they average 4.
    expect(await settledByProbes('2025-04-04', '2025-04-06', 'worst')).toBe(true);

    // The first three meals: three fives each, one of them on 2 April; the fourth: two fives on
    // 2 April. Probing two rows finds a mean of 5 from one rating, but the next meal has three
    // fives of all time: it may beat that with more ratings in the period (the fourth does).
    await t.db.execute(sql`delete from reviews`);
    const add = async (meal: number, resident: number, day: string) =>
      t.db.execute(sql`
        insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
        values (${mealIds[meal]}, 'Stars meal', ${`stars-user-${resident}`}, 'Stars.', 5,
                (${day}::date + time '12:00') at time zone 'Asia/Dhaka')`);
    for (const meal of [0, 1, 2]) {
      await add(meal, 0, '2025-04-02');
      await add(meal, 1, '2025-04-10');
      await add(meal, 2, '2025-04-10');
    }
    await add(3, 3, '2025-04-02');
    await add(3, 4, '2025-04-02');
    expect(await settledByProbes('2025-04-01', '2025-04-03', 'best', 1, 2)).toBe(false);
  });
});
