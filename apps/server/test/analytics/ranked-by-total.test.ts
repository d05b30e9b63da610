import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealFiguresRepository } from '../../src/modules/analytics/meal-figures-repository';
import { PROBED_MEALS } from '../../src/modules/analytics/ranked-by-total-repository';
import { requestFiguresRepository } from '../../src/modules/analytics/request-figures-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertManyMeals } from '../perf/many-meals';
import { SLOW_MACHINE } from '../requests/slow-machine';

// More meals than the rankings probe, so a short period falls back to counting every row.
const MEALS = PROBED_MEALS + 60;
const DAYS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertManyMeals(t.db, MEALS);
  await t.db.execute(sql`
    insert into "user" (id, name, email)
    select 'rank-user-' || n, 'Rank Resident ' || n, 'rank-user-' || n || '@example.test'
    from generate_series(0, 29) as n`);
  // Meal k: k % 9 likes and k % 11 requests, on days spread so short periods rank differently
  // from their totals, with many ties (broken by id).
  await t.db.execute(sql`
    insert into meal_likes (meal_id, user_id, created_at)
    select m.id, 'rank-user-' || u, timestamptz '2025-03-01 06:00Z' + ((m.k * 7 + u * 3) % ${DAYS}::int) * interval '1 day'
    from (select id, row_number() over (order by id) - 1 as k from meals) m
    join generate_series(0, 8) as u on u < m.k % 9`);
  // As the likes module keeps it: most liked probes meals by it (decision record 0044).
  await t.db.execute(
    sql`update meals set likes = (select count(*) from meal_likes l where l.meal_id = meals.id)`,
  );
  await t.db.execute(sql`
    insert into meal_requests (meal_id, meal_title, user_id, status, requested_at, community_day)
    select m.id, m.title, 'rank-user-' || u, 'pending', d, (d at time zone 'Asia/Dhaka')::date
    from (select id, title, row_number() over (order by id) - 1 as k from meals) m
    join generate_series(0, 10) as u on u < m.k % 11
    cross join lateral (select timestamptz '2025-03-01 06:00Z' + ((m.k * 5 + u) % ${DAYS}::int) * interval '1 day' as d) day`);
}, SLOW_MACHINE.timeout * 4);
afterAll(() => t.close());

const period = (from: string, to: string) => ({ from, to, timeZone: 'Asia/Dhaka' });
const PERIODS = [
  period('2025-01-01', '2025-12-31'), // every row: the probes settle it
  period('2025-03-01', '2025-03-10'),
  period('2025-03-04', '2025-03-04'), // one day: the probes cannot settle it
  period('2025-06-01', '2025-06-30'), // nothing
];

/**
 * The rankings as decision 0019 counted them: every row of the period, cut to ten (ties: by id,
 * descending for most liked, as meals_likes_idx is read; decision record 0044).
 */
async function recounted(table: 'likes' | 'requests', p: (typeof PERIODS)[number]) {
  const where =
    table === 'likes'
      ? sql`from meal_likes where created_at >= (${p.from}::date)::timestamp at time zone 'Asia/Dhaka'
              and created_at < (${p.to}::date + 1)::timestamp at time zone 'Asia/Dhaka'`
      : sql`from meal_requests where meal_id is not null and community_day between ${p.from} and ${p.to}`;
  const result = await t.db.execute(sql`
    select m.id, c.n from (select meal_id, count(*) as n ${where}
                          group by meal_id order by n desc, meal_id ${sql.raw(table === 'likes' ? 'desc' : 'asc')}
                          limit 10) c
    join meals m on m.id = c.meal_id order by c.n desc, m.title`);
  const { rows } = result as unknown as { rows: { id: string; n: unknown }[] };
  return rows.map((row) => `${row.id} ${Number(row.n)}`);
}

describe(
  'the most liked and most requested, probed in the order of the totals',
  SLOW_MACHINE,
  () => {
    it('rank exactly as counting every row of the period does, settled or not', async () => {
      for (const p of PERIODS) {
        const liked = await mealFiguresRepository.mostLiked(t.db, p, 10);
        expect(liked.map((row) => `${row.id} ${row.likes}`)).toEqual(await recounted('likes', p));
        const requested = await requestFiguresRepository.mostRequested(t.db, p, 10);
        expect(requested.map((row) => `${row.id} ${row.requests}`)).toEqual(
          await recounted('requests', p),
        );
      }
    });

    it('counts every row of the period only when the probes do not settle it', async () => {
      const ran = async (p: (typeof PERIODS)[number]) => {
        const result = await t.db.execute(
          sql`explain (analyze, costs off, timing off) ${mealFiguresRepository.mostLikedQuery(p, 10)}`,
        );
        const { rows } = result as unknown as { rows: Record<string, string>[] };
        const plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
        // The probes' answer is read, or never: then the fallback counted every row.
        return /CTE Scan on fast \(never executed\)/.test(plan);
      };
      const [everyRow, , oneDay] = PERIODS;
      if (!everyRow || !oneDay) throw new Error('the periods above');
      expect(await ran(everyRow)).toBe(false);
      expect(await ran(oneDay)).toBe(true);
    });
  },
);
