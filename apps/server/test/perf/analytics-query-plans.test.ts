import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardFiguresRepository } from '../../src/modules/analytics/board-figures-repository';
import { mealFiguresRepository } from '../../src/modules/analytics/meal-figures-repository';
import { periodBefore } from '../../src/modules/analytics/period';
import { peopleFiguresRepository } from '../../src/modules/analytics/people-figures-repository';
import { requestFiguresRepository } from '../../src/modules/analytics/request-figures-repository';
import { serveWaitRepository } from '../../src/modules/analytics/serve-wait-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { planOf } from './explain';
import { insertManyMeals } from './many-meals';

// Two years of a busy hostel: a week is a small slice of every table the kitchen's page reads.
const DAYS = 730;
const REQUESTS = 73_000;
const week = { from: '2025-03-01', to: '2025-03-07', timeZone: 'Asia/Dhaka' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertManyMeals(t.db, 500);
  await t.db.execute(sql`
    insert into "user" (id, name, email, created_at)
    select 'plan-user-' || n, 'Plan Resident ' || n, 'plan-user-' || n || '@example.test',
           timestamptz '2024-01-01' + (n % ${DAYS}::int) * interval '1 day'
    from generate_series(0, 2999) as n`);
  // A bulk load, as the bench does it: the rollups counted once, not a row trigger per request.
  await t.db.execute(sql`alter table meal_requests disable trigger meal_requests_rollups`);
  await t.db.execute(sql`
    insert into meal_requests (meal_id, meal_title, user_id, status, requested_at, community_day, served_at)
    select m.id, m.title, 'plan-user-' || n % 3000, 'delivered', at, (at at time zone 'Asia/Dhaka')::date,
           at + interval '7 minutes'
    from (select n, timestamptz '2024-01-01' + (n % ${DAYS}::int) * interval '1 day' as at
          from generate_series(0, ${REQUESTS - 1}::int) as n) r
    join (select id, title, row_number() over (order by id) - 1 as k from meals) m on m.k = r.n % 500`);
  await t.db.execute(sql`alter table meal_requests enable trigger meal_requests_rollups`);
  await t.db.execute(sql`select messmate_recount_analytics_rollups()`);
  await t.db.execute(sql`
    insert into meal_likes (meal_id, user_id, created_at)
    select m.id, 'plan-user-' || u, timestamptz '2024-01-01' + ((u * 7 + m.k) % ${DAYS}::int) * interval '1 day'
    from (select id, row_number() over (order by id) - 1 as k from meals) m
    cross join generate_series(0, 39) as u`);
  // As the likes module keeps it: most liked probes meals by it (decision record 0044).
  await t.db.execute(
    sql`update meals set likes = (select count(*) from meal_likes l where l.meal_id = meals.id)`,
  );
  // Each resident's ratings of a meal, a few of them rated again later (superseded): a bulk
  // load too, the supersession set once after it.
  await t.db.execute(sql`alter table reviews disable trigger reviews_supersession`);
  await t.db.execute(sql`alter table reviews disable trigger reviews_stars`);
  await t.db.execute(sql`
    insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
    select m.id, m.title, 'plan-user-' || u, 'Plan review', 1 + (u + m.k) % 5,
           timestamptz '2024-01-01' + ((u * 11 + m.k + r * 30) % ${DAYS}::int) * interval '1 day'
    from (select id, title, row_number() over (order by id) - 1 as k from meals) m
    cross join generate_series(0, 19) as u
    cross join generate_series(0, 1) as r
    where r = 0 or u % 5 = 0`);
  await t.db.execute(sql`alter table reviews enable trigger reviews_supersession`);
  await t.db.execute(sql`alter table reviews enable trigger reviews_stars`);
  await t.db.execute(sql`select messmate_recount_analytics_rollups()`);
  await t.db.execute(sql`
    insert into payments (user_id, name, email, package, amount_poisha, transaction_id, paid_at)
    select 'plan-user-' || n, 'Plan Resident', 'plan@example.test', 'Gold', 39900, 'pi_plan_' || n,
           timestamptz '2024-01-01' + (n % ${DAYS}::int) * interval '1 day'
    from generate_series(0, 2999) as n`);
  // Two years of the board: every sitting planned, counted and its leftovers recorded.
  await t.db.execute(sql`
    insert into menu_sittings (date, sitting, starts_at, ends_at, cutoff_at, default_board,
                               frozen_at, frozen_eating, frozen_away)
    select d::date, s::meal_category, d, d, d, 'in', d, 30 + n % 10, 10
    from generate_series(0, ${DAYS - 1}::int) as n
    cross join lateral (select timestamptz '2024-01-01' + n * interval '1 day' as d) day
    cross join unnest(array['Breakfast', 'Lunch', 'Dinner']) as s`);
  await t.db.execute(sql`
    insert into kitchen_leftovers (date, sitting, cooked_portions, left_portions)
    select date, sitting, frozen_eating + 5, n.left from menu_sittings
    cross join lateral (select (extract(day from date)::int % 5) as left) n`);
  await t.db.execute(sql`vacuum analyze`);
}, 120_000);
afterAll(() => t.close());

describe("the kitchen's analytics read a week through the period indexes", () => {
  it("reads the week's request totals, days and waits from the daily rollups, not the requests", async () => {
    for (const query of [
      requestFiguresRepository.totals(t.db, week),
      requestFiguresRepository.perDay(t.db, week),
      serveWaitRepository.percentiles(t.db, week),
    ]) {
      const plan = await planOf(t.db, query);
      expect(plan).toMatch(/analytics_(request_days|serve_waits)_community_day_\w+_pk/);
      expect(plan).not.toMatch(/meal_requests/);
    }
  });

  it("finds the week's sales by their time", async () => {
    const sales = await planOf(t.db, peopleFiguresRepository.memberships(t.db, week));
    expect(sales).toContain('payments_paid_idx');
    expect(sales).not.toMatch(/Seq Scan on payments/);
  });

  it('probes the meals with the most likes and requests of all time, each by its own index', async () => {
    const liked = await planOf(t.db, mealFiguresRepository.mostLikedQuery(week, 10));
    expect(liked).toMatch(/Index (Only )?Scan Backward using meals_likes_idx/);
    expect(liked).toMatch(/Index Only Scan using meal_likes_meal_created_idx/);
    const requested = await planOf(t.db, requestFiguresRepository.mostRequestedQuery(week, 10));
    expect(requested).toContain('analytics_meal_totals_requests_idx');
    expect(requested).toMatch(/Index Only Scan using meal_requests_meal_day_idx/);
    // The fallback, when the probes do not settle it: the week's rows, from the index alone.
    expect(requested).toMatch(/Index Only Scan using meal_requests_day_meal_idx/);
    for (const plan of [liked, requested]) {
      expect(plan).not.toMatch(/Seq Scan on (meal_requests|meal_likes|analytics_meal_totals)/);
    }
  });

  it("reads the week's latest ratings from reviews_rated_created_idx alone, without sorting them", async () => {
    for (const query of [
      mealFiguresRepository.rankedByRatingQuery(week, 'best', 10),
      mealFiguresRepository.rankedByRatingQuery(week, 'worst', 10),
      mealFiguresRepository.falling(t.db, week, periodBefore(week), 10),
    ]) {
      const plan = await planOf(t.db, query);
      expect(plan).toMatch(/Index Only Scan using reviews_rated_created_idx on reviews/);
      expect(plan).not.toMatch(/Seq Scan on reviews/);
      expect(plan).not.toMatch(/Unique/);
    }
  });

  it('reads falling ratings of only the meals rated in both periods', async () => {
    const plan = await planOf(
      t.db,
      mealFiguresRepository.falling(t.db, week, periodBefore(week), 10),
    );
    // The meals rated in both come first (an InitPlan), then only their reviews are read.
    expect(plan).toMatch(/InitPlan/);
    expect(plan).toMatch(/meal_id = ANY/);
    expect(plan).not.toMatch(/Seq Scan on reviews/);
  });

  it('probes the meals in the order of their star counts, each by its own reviews', async () => {
    for (const order of ['best', 'worst'] as const) {
      const plan = await planOf(t.db, mealFiguresRepository.rankedByRatingQuery(week, order, 10));
      expect(plan).toContain(`analytics_meal_stars_${order}_idx`);
      expect(plan).toMatch(/Index Scan using reviews_meal_(user_)?idx on reviews/);
      expect(plan).not.toMatch(/Seq Scan on (reviews|analytics_meal_stars)/);
    }
  });
});

describe("the kitchen's board figures read a week, and each sitting's history, by index", () => {
  it("finds the week's sittings by date and the eight before each by sitting and date", async () => {
    const plan = await planOf(t.db, boardFiguresRepository.perSitting(t.db, week, 8));
    expect(plan).toContain('menu_sittings_date_sitting_pk');
    expect(plan).not.toMatch(/Seq Scan on menu_sittings/);
    // The history: the latest same sittings before each one, read backwards through the index.
    expect(plan).toMatch(
      /Limit[\s\S]*Index Scan Backward using kitchen_leftovers_sitting_date_idx/,
    );
  });
});
