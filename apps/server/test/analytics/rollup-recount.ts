import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../../src/db/client';

async function rowsOf(db: Executor, query: ReturnType<typeof sql>) {
  const result = await db.execute(query);
  // pg answers bigint counts as text: every cell as text, so both drivers compare alike (each
  // column needs a name of its own, since a row is an object).
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  return rows.map((row) => Object.values(row).map(String).join(' '));
}

/** The rollups' rows that count anything, and the same counted again from the requests. */
export async function rollupsAndRecount(db: Executor) {
  const days = await rowsOf(
    db,
    sql`select community_day::text, category, requested, served from analytics_request_days
        where requested <> 0 or served <> 0 order by 1, 2`,
  );
  const daysRecounted = await rowsOf(
    db,
    sql`select r.community_day::text as day, coalesce(m.category::text, 'none') as category,
               count(*) as requested, count(*) filter (where r.status = 'delivered') as served
        from meal_requests r left join meals m on m.id = r.meal_id group by 1, 2 order by 1, 2`,
  );
  const waits = await rowsOf(
    db,
    sql`select community_day::text, wait_seconds, served from analytics_serve_waits
        where served <> 0 order by 1, 2`,
  );
  const waitsRecounted = await rowsOf(
    db,
    sql`select community_day::text as day,
               round(extract(epoch from served_at - requested_at))::int as wait, count(*) as served
        from meal_requests where served_at is not null group by 1, 2 order by 1, 2`,
  );
  return { days, daysRecounted, waits, waitsRecounted };
}

/** The rollups hold exactly what the requests count, row for row. */
export async function expectRollupsExact(db: Executor) {
  const { days, daysRecounted, waits, waitsRecounted } = await rollupsAndRecount(db);
  expect(days).toEqual(daysRecounted);
  expect(waits).toEqual(waitsRecounted);
  return { days, waits };
}

/**
 * Each meal's likes (meals.likes, which most liked probes) and requests of all time, its rated
 * reviews per number of stars, and each review's superseded_at, as the likes module and the
 * triggers keep them (decision records 0040, 0044) and as counted again from the rows.
 */
export async function rankingTotalsAndRecount(db: Executor) {
  const likes = await rowsOf(db, sql`select id, likes from meals where likes <> 0 order by 1`);
  const likesRecounted = await rowsOf(
    db,
    sql`select meal_id, count(*) as n from meal_likes group by 1 order by 1`,
  );
  const totals = await rowsOf(
    db,
    sql`select meal_id, requests from analytics_meal_totals where requests <> 0 order by 1`,
  );
  const totalsRecounted = await rowsOf(
    db,
    sql`select meal_id, count(*) as n from meal_requests where meal_id is not null
        group by 1 order by 1`,
  );
  const stars = await rowsOf(
    db,
    sql`select meal_id, stars, reviews from analytics_meal_stars order by 1, 2`,
  );
  const starsRecounted = await rowsOf(
    db,
    sql`select meal_id, rating, count(*) as n from reviews
        where meal_id is not null and rating is not null group by 1, 2 order by 1, 2`,
  );
  const superseded = await rowsOf(
    db,
    sql`select id, coalesce(superseded_at::text, '-') as at from reviews order by 1`,
  );
  // The next rated review of the same resident and meal, by (created_at, id), found row by row.
  const supersededRecounted = await rowsOf(
    db,
    sql`select r.id, coalesce((
          select n.created_at::text from reviews n
          where r.rating is not null and r.meal_id is not null and n.rating is not null
            and n.meal_id = r.meal_id and n.user_id = r.user_id
            and (n.created_at, n.id) > (r.created_at, r.id)
          order by n.created_at, n.id limit 1), '-') as at
        from reviews r order by 1`,
  );
  return {
    counted: { likes, totals, stars, superseded },
    recounted: {
      likes: likesRecounted,
      totals: totalsRecounted,
      stars: starsRecounted,
      superseded: supersededRecounted,
    },
  };
}

/** The ranking counts and supersessions hold exactly what the rows say. */
export async function expectRankingTotalsExact(db: Executor) {
  const { counted, recounted } = await rankingTotalsAndRecount(db);
  expect(counted).toEqual(recounted);
  return counted;
}
