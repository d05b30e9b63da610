import { sql, type SQL } from 'drizzle-orm';

/** Meals probed in the order of their totals before a ranking falls back to counting every row. */
export const PROBED_MEALS = 100;

/** Where a ranking's totals are read, already in ranking order (total desc, then id by `ties`). */
export const TOTALS = {
  // meals.likes, kept exact by the likes module, read backwards on meals_likes_idx (likes, id):
  // likes desc, id desc, so most liked breaks ties at the cut by id descending.
  likes: {
    ties: 'desc',
    firstRows: (rows: number) =>
      sql`select id as meal_id, likes as bound from meals order by likes desc, id desc limit ${rows}`,
  },
  requests: {
    ties: 'asc',
    firstRows: (rows: number) =>
      sql`select meal_id, requests as bound from analytics_meal_totals
          order by requests desc nulls last, meal_id limit ${rows}`,
  },
} as const;

export interface RankedByTotal {
  /** The all-time total that bounds a meal's count in any period. */
  total: keyof typeof TOTALS;
  /** One meal's count in the period, `meal` being the candidate's id. */
  countOf: (meal: SQL) => SQL;
  /** Every meal's count in the period, as rows (meal_id, n): the fallback. */
  everyCount: SQL;
  limit: number;
}

/**
 * The `limit` meals with the most rows in a period (ties: by id, ascending or descending as the
 * totals are read), as a CTE `ranked (meal_id, n)` followed by `select`. A meal's count in a
 * period is at most its total of all time, so the meals are probed in the order of their totals
 * (total desc, id as the ranking breaks ties): once the next meal's (total, id) cannot beat the
 * tenth (count, id), no later one can, and the answer is exact. When the probed meals do not
 * settle it (a short period of a long history), every row of the period is counted instead, as
 * before (decision records 0040 and 0044).
 */
export function rankedByTotal({ total, countOf, everyCount, limit }: RankedByTotal, select: SQL) {
  const { ties, firstRows } = TOTALS[total];
  const id = sql.raw(ties);
  const worstFirst = sql.raw(ties === 'asc' ? 'desc' : 'asc');
  // Whether the tenth (count, id) beats every later meal's best: its total with its own id.
  const beatsNext =
    ties === 'asc'
      ? sql`(tenth.n, next.meal_id) > (next.bound, tenth.meal_id)`
      : sql`(tenth.n, tenth.meal_id) > (next.bound, next.meal_id)`;
  return sql`
    with candidates as materialized (
      select meal_id, bound, row_number() over (order by bound desc, meal_id ${id}) as k
      from (${firstRows(PROBED_MEALS + 1)}) as t
    ),
    probed as materialized (
      select c.meal_id, (${countOf(sql`c.meal_id`)}) as n from candidates c
      where c.k <= ${PROBED_MEALS}
    ),
    fast as materialized (
      select meal_id, n from probed where n > 0 order by n desc, meal_id ${id} limit ${limit}
    ),
    settled as materialized (
      select (select count(*) from candidates) <= ${PROBED_MEALS}
        or coalesce((
          select ${beatsNext}
          from candidates next,
               (select meal_id, n from fast order by n, meal_id ${worstFirst} limit 1) as tenth
          where next.k = ${PROBED_MEALS + 1} and (select count(*) from fast) = ${limit}), false)
        as exact
    ),
    ranked as (
      select meal_id, n from fast where (select exact from settled)
      union all
      select meal_id, n from (
        ${everyCount} order by n desc, meal_id ${id} limit ${limit}) as counted
      where not (select exact from settled)
    )
    ${select}`;
}
