import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import { BENCH_RESIDENTS } from './seed';

/** Meal requests per bench meal: 100k meals make the 1M requests. */
export const REQUESTS_PER_MEAL = 10;
/** Requests the Platinum member of the analytics cases made (their own page has numbers). */
const MEMBER_REQUESTS = 2_000;

async function countRequests(db: Executor): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from meal_requests`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Grows the requests to REQUESTS_PER_MEAL per meal with SQL alone: bench residents' requests
 * spread evenly over the last year (community days in Asia/Dhaka), nine in ten served 1–40
 * minutes later; one membership payment per bench resident; and the Platinum member's own
 * requests, ratings and payment.
 */
export async function growRequests(db: Executor, meals: number, memberId: string) {
  const missing = meals * REQUESTS_PER_MEAL - (await countRequests(db));
  if (missing <= 0) return { requests: await countRequests(db) };
  await db.transaction(async (tx) => {
    // A bulk load: the analytics rollups are counted once at the end, not a row trigger per request.
    await tx.execute(sql`alter table meal_requests disable trigger meal_requests_rollups`);
    await tx.execute(sql`
      with picked as (select id, title, row_number() over (order by id) - 1 as k from meals),
      made as (
        select n, (n::bigint * 31) % (select count(*) from meals) as k,
               now() - interval '365 days' * ((n::bigint * 7919) % ${missing}::int)::float8 / ${missing}::int as at
        from generate_series(0, ${missing - 1}::int) as n)
      insert into meal_requests (meal_id, meal_title, user_id, status, requested_at, community_day,
                                 served_at)
      select p.id, p.title, 'bench-user-' || (m.n % ${BENCH_RESIDENTS}::int),
             case when m.n % 10 = 0 then 'pending'::request_status else 'delivered'::request_status end,
             m.at, (m.at at time zone 'Asia/Dhaka')::date,
             case when m.n % 10 = 0 then null else m.at + (1 + m.n % 40) * interval '1 minute' end
      from made m join picked p on p.k = m.k`);
    await tx.execute(sql`
      insert into payments (user_id, name, email, package, amount_poisha, transaction_id, paid_at)
      select 'bench-user-' || n, 'Bench Resident ' || n, 'bench-user-' || n || '@example.test',
             (array['Silver','Gold','Platinum'])[1 + n % 3], (array[19900, 39900, 59900])[1 + n % 3],
             'pi_bench_' || n, now() - (n % 365) * interval '1 day'
      from generate_series(0, ${BENCH_RESIDENTS - 1}::int) as n
      on conflict (transaction_id) do nothing`);
    await tx.execute(sql`
      insert into meal_requests (meal_id, meal_title, user_id, status, requested_at, community_day)
      select p.id, p.title, ${memberId}, 'delivered', now() - (n % 60) * interval '1 day',
             ((now() - (n % 60) * interval '1 day') at time zone 'Asia/Dhaka')::date
      from generate_series(0, ${MEMBER_REQUESTS - 1}::int) as n
      join (select id, title, row_number() over (order by id) - 1 as k from meals limit 50) p
        on p.k = n % 50`);
    await tx.execute(sql`
      insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
      select id, title, ${memberId}, 'Bench rating.', 1 + k % 5, now() - k * interval '1 hour'
      from (select id, title, row_number() over (order by id) - 1 as k from meals limit 20) p`);
    await tx.execute(sql`alter table meal_requests enable trigger meal_requests_rollups`);
    await tx.execute(sql`select messmate_recount_analytics_rollups()`);
  });
  await db.execute(sql`vacuum analyze`);
  return { requests: await countRequests(db) };
}
