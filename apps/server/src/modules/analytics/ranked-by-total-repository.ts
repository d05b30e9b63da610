import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Meals probed in the order of their totals before a ranking falls back to counting every row. */
export const PROBED_MEALS = 100;

export interface RankedByTotal {
  /** The column of analytics_meal_totals that bounds a meal's count in any period. */
  total: 'likes' | 'requests';
  /** One meal's count in the period, `meal` being the candidate's id. */
  countOf: (meal: SQL) => SQL;
  /** Every meal's count in the period, as rows (meal_id, n): the fallback. */
  everyCount: SQL;
  limit: number;
}

/**
 * The `limit` meals with the most rows in a period (ties: by id), as a CTE `ranked (meal_id, n)`
 * followed by `select`. A meal's count in a period is at most its total of all time, so the
 * meals are probed in the order of their totals (total desc, id, as the ranking breaks ties):
 * once the next meal's (total, id) cannot beat the tenth (count, id), no later one can, and the
 * answer is exact. When the probed meals do not settle it (a short period of a long history),
 * every row of the period is counted instead, as before (decision record 0040).
 */
export function rankedByTotal({ total, countOf, everyCount, limit }: RankedByTotal, select: SQL) {
  const column = sql.raw(`"${total}"`);
  return sql`
    with candidates as materialized (
      select meal_id, ${column} as bound,
             row_number() over (order by ${column} desc nulls last, meal_id) as k
      from (select meal_id, ${column} from analytics_meal_totals
            order by ${column} desc nulls last, meal_id limit ${PROBED_MEALS + 1}) as t
    ),
    probed as materialized (
      select c.meal_id, (${countOf(sql`c.meal_id`)}) as n from candidates c
      where c.k <= ${PROBED_MEALS}
    ),
    fast as materialized (
      select meal_id, n from probed where n > 0 order by n desc, meal_id limit ${limit}
    ),
    settled as materialized (
      select (select count(*) from candidates) <= ${PROBED_MEALS}
        or coalesce((
          select (tenth.n, next.meal_id) > (next.bound, tenth.meal_id)
          from candidates next,
               (select meal_id, n from fast order by n, meal_id desc limit 1) as tenth
          where next.k = ${PROBED_MEALS + 1} and (select count(*) from fast) = ${limit}), false)
        as exact
    ),
    ranked as (
      select meal_id, n from fast where (select exact from settled)
      union all
      select meal_id, n from (
        ${everyCount} order by n desc, meal_id limit ${limit}) as counted
      where not (select exact from settled)
    )
    ${select}`;
}

/** Rows of a raw query on either driver. */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return rows;
}
