import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealFiguresRepository } from '../../src/modules/analytics/meal-figures-repository';
import { periodBefore } from '../../src/modules/analytics/period';
import { createMeal } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';

const MEALS = 5;
const RESIDENTS = 4;
const DAYS = 16;

let t: TestApp;
let mealIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`delete from reviews`);
  await t.db.execute(sql`delete from meals`);
  // Titles in id order would hide a tie broken by id instead of by title: these run the other way.
  const made = [];
  for (let n = 0; n < MEALS; n += 1) made.push(await createMeal(t.db));
  mealIds = made.map((meal) => meal.id);
  const byId = [...mealIds].sort();
  for (const [place, id] of byId.entries()) {
    await t.db.execute(sql`update meals set title = ${`Meal ${MEALS - place}`} where id = ${id}`);
  }
  await t.db.execute(sql`
    insert into "user" (id, name, email)
    select 'falling-user-' || n, 'Falling Resident ' || n, 'falling-user-' || n || '@example.test'
    from generate_series(0, ${RESIDENTS - 1}::int) as n`);
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const review = fc.record({
  meal: fc.nat(MEALS - 1),
  resident: fc.nat(RESIDENTS - 1),
  rating: fc.constantFrom(1, 2, 3, 4, 5, null),
  hour: fc.nat(DAYS * 24 - 1),
});

/** Each resident's latest rating of a meal written in [from, to], per meal: decision 0019's rule. */
const latestIn = (from: string, to: string) => sql`
  select distinct on (user_id, meal_id) meal_id, rating from reviews
  where rating is not null and meal_id is not null
    and created_at >= (${from}::date)::timestamp at time zone 'Asia/Dhaka'
    and created_at < (${to}::date + 1)::timestamp at time zone 'Asia/Dhaka'
  order by user_id, meal_id, created_at desc, id desc`;

/** Falling ratings as a plain recount: both periods' means, joined, the fallen ones by fall and title. */
async function recounted(from: string, to: string, beforeFrom: string, beforeTo: string) {
  const result = await t.db.execute(sql`
    with during as (select meal_id, avg(rating) as mean, count(*) as n
                    from (${latestIn(from, to)}) latest group by meal_id),
         earlier as (select meal_id, avg(rating) as mean, count(*) as n
                     from (${latestIn(beforeFrom, beforeTo)}) latest group by meal_id)
    select m.id, m.title, earlier.mean as before, during.mean as during,
           earlier.n as ratings_before, during.n as ratings_during
    from during join earlier using (meal_id) join meals m on m.id = meal_id
    where during.mean < earlier.mean
    order by during.mean - earlier.mean, m.title`);
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    before: Number(row.before),
    during: Number(row.during),
    ratingsBefore: Number(row.ratings_before),
    ratingsDuring: Number(row.ratings_during),
  }));
}

const rounded = (rows: { before: number; during: number }[]) =>
  rows.map((row) => ({ ...row, before: row.before.toFixed(9), during: row.during.toFixed(9) }));

describe('falling ratings, read from the meals rated in both periods', SLOW_MACHINE, () => {
  it('equal a recount of every latest rating of both periods, cut at any length', async () => {
    let fell = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(review, { minLength: 10, maxLength: 80 }),
        fc.integer({ min: 0, max: DAYS / 2 - 1 }),
        fc.integer({ min: 1, max: DAYS / 2 }),
        fc.integer({ min: 1, max: 3 }),
        async (written, start, length, limit) => {
          await t.db.execute(sql`delete from reviews`);
          for (const [i, r] of written.entries()) {
            // Later rows of the same hour come later: each resident's latest rating is one row.
            await t.db.execute(sql`
              insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
              values (${mealIds[r.meal]}, 'Falling meal', ${`falling-user-${r.resident}`}, 'Hm.',
                      ${r.rating}, timestamptz '2025-06-01 00:00Z' + ${r.hour + i / 100} * interval '1 hour')`);
          }
          const day = (n: number) => `2025-06-${String(1 + n).padStart(2, '0')}`;
          const period = {
            from: day(start + length),
            to: day(Math.min(start + 2 * length - 1, DAYS - 1)),
            timeZone: 'Asia/Dhaka',
          };
          const before = periodBefore(period);
          const answer = await mealFiguresRepository.falling(t.db, period, before, limit);
          const expected = await recounted(period.from, period.to, before.from, before.to);
          expect(rounded(answer)).toEqual(rounded(expected.slice(0, limit)));
          if (expected.length > 0) fell += 1;
        },
      ),
      { numRuns: 80 },
    );
    // The property was asked of real falls, not only of empty answers.
    expect(fell).toBeGreaterThan(10);
  });
});
