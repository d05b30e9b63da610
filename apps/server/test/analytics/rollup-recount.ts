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
