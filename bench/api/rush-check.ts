import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import { RUSH_DAILY_LIMIT } from './rush-residents';

export interface CountCheck {
  what: string;
  expected: number;
  actual: number;
}

async function one(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await rowsOf<{ n: number | string }>(db, query);
  return Number(rows[0]?.n ?? 0);
}

/**
 * After a rush: every counter the rush touched agrees with the rows it counts, and the rows are
 * exactly what the residents did (one like, one request, one review each, none over the limit).
 */
export async function checkRushCounts(
  db: Executor,
  label: string,
  residents: number,
  mealIds: string[],
): Promise<CountCheck[]> {
  const who = `${label}-%`;
  const meals = `{${mealIds.join(',')}}`;
  const checks: CountCheck[] = [
    {
      what: 'likes by the rush residents',
      expected: residents,
      actual: await one(db, sql`select count(*) as n from meal_likes where user_id like ${who}`),
    },
    {
      what: 'reviews by the rush residents',
      expected: residents,
      actual: await one(db, sql`select count(*) as n from reviews where user_id like ${who}`),
    },
    {
      what: 'requests by the rush residents',
      expected: residents,
      actual: await one(db, sql`select count(*) as n from meal_requests where user_id like ${who}`),
    },
    {
      what: `residents over the daily limit (${RUSH_DAILY_LIMIT})`,
      expected: 0,
      actual: await one(
        db,
        sql`select count(*) as n from (select user_id from meal_requests where user_id like ${who}
            group by user_id having count(*) > ${RUSH_DAILY_LIMIT}) as over`,
      ),
    },
  ];
  const counters = ['likes', 'reviews_count', 'rating_sum', 'rating_count'] as const;
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`
    select m.id,
      m.likes, (select count(*) from meal_likes l where l.meal_id = m.id) as likes_rows,
      m.reviews_count, (select count(*) from reviews r where r.meal_id = m.id) as reviews_count_rows,
      m.rating_sum, (select coalesce(sum(rating), 0) from reviews r where r.meal_id = m.id) as rating_sum_rows,
      m.rating_count, (select count(rating) from reviews r where r.meal_id = m.id) as rating_count_rows
    from meals m where m.id = any(${meals}::uuid[]) order by m.id`,
  );
  for (const row of rows) {
    for (const counter of counters) {
      checks.push({
        what: `meal ${String(row.id).slice(0, 8)} ${counter}`,
        expected: Number(row[`${counter}_rows`]),
        actual: Number(row[counter]),
      });
    }
  }
  return checks;
}
