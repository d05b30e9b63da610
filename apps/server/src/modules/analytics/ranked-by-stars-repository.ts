import { sql, type SQL } from 'drizzle-orm';

/** Rows of analytics_meal_stars probed before best or worst rated falls back to every rating. */
export const PROBED_STAR_ROWS = 200;

export interface RankedByStars {
  order: 'best' | 'worst';
  /** One meal's ratings in the period, as (total, n): `meal` being the candidate's id. */
  ratingsOf: (meal: SQL) => SQL;
  /** Every meal's ratings in the period, as rows (meal_id, total, n): the fallback. */
  everyMeal: SQL;
  limit: number;
  /** Rows probed before the fallback (PROBED_STAR_ROWS; tests probe fewer to reach the bound). */
  probedRows: number;
}

/**
 * The `limit` meals with the highest (or lowest) mean rating in a period, more ratings first on
 * a tie, then by id, as a CTE `ranked (meal_id, mean, n)` followed by `select`. A meal's mean in
 * any period lies between its lowest and highest star of all time, and equals its highest only
 * when every rating counted has that many stars, so with no more ratings than its reviews of
 * that star: (stars, reviews, id) bounds the meal's (mean, n, id) in ranking order. The rows of
 * analytics_meal_stars are probed in that order; once the next row's bound cannot beat the
 * tenth, no meal left can, and the answer is exact. Otherwise (no ten meals at the top of the
 * scale among those probed) every rating of the period is aggregated, as before (decision 0044).
 */
export function rankedByStars(
  { order, ratingsOf, everyMeal, limit, probedRows }: RankedByStars,
  select: SQL,
) {
  const best = order === 'best';
  // As analytics_meal_stars_{best,worst}_idx hold them (drizzle's desc is DESC NULLS LAST).
  const stars = sql.raw(best ? 'stars desc nulls last' : 'stars');
  const mean = sql.raw(best ? 'mean desc' : 'mean');
  const meanLast = sql.raw(best ? 'mean' : 'mean desc');
  // Whether the tenth (mean, n, id) beats the next row's bound (stars, reviews, id).
  const beatsNext = best
    ? sql`(tenth.mean, tenth.n, next.meal_id) > (next.stars, next.reviews, tenth.meal_id)`
    : sql`(next.stars, tenth.n, next.meal_id) > (tenth.mean, next.reviews, tenth.meal_id)`;
  return sql`
    with candidates as materialized (
      select meal_id, stars, reviews,
             row_number() over (order by ${stars}, reviews desc nulls last, meal_id) as k
      from (select meal_id, stars, reviews from analytics_meal_stars
            order by ${stars}, reviews desc nulls last, meal_id limit ${probedRows + 1}) as t
    ),
    probed as materialized (
      select c.meal_id, p.total::numeric / p.n as mean, p.n
      from (select distinct meal_id from candidates where k <= ${probedRows}) as c
      cross join lateral (${ratingsOf(sql`c.meal_id`)}) as p
      where p.n > 0
    ),
    fast as materialized (
      select meal_id, mean, n from probed order by ${mean}, n desc, meal_id limit ${limit}
    ),
    settled as materialized (
      select (select count(*) from candidates) <= ${probedRows}
        or coalesce((
          select ${beatsNext}
          from candidates next,
               (select meal_id, mean, n from fast order by ${meanLast}, n, meal_id desc limit 1)
                 as tenth
          where next.k = ${probedRows + 1} and (select count(*) from fast) = ${limit}), false)
        as exact
    ),
    ranked as (
      select meal_id, mean, n from fast where (select exact from settled)
      union all
      select meal_id, mean, n from (
        select meal_id, total::numeric / n as mean, n from (${everyMeal}) as every
        order by ${mean}, n desc, meal_id limit ${limit}) as counted
      where not (select exact from settled)
    )
    ${select}`;
}
