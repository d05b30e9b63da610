import { and, between, gt, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { analyticsServeWaits } from '../../db/schema';
import { nullableNumber } from './period-sql-repository';

/**
 * A percentile of the period's waits as percentile_cont gives it over every served request,
 * read from the per-second counts (decision record 0037): the values at the two positions
 * either side of q × (n − 1), counted up the sorted waits, and the fraction between them.
 */
function percentileMinutes(q: number) {
  const position = sql`${q}::float8 * (total - 1)`;
  const at = (index: SQL) => sql`min(wait) filter (where upto > ${index})`;
  return sql`(${at(sql`floor(${position})`)} + (${position} - floor(${position}))
    * (${at(sql`ceil(${position})`)} - ${at(sql`floor(${position})`)})) / 60.0`.mapWith(
    nullableNumber,
  );
}

export const serveWaitRepository = {
  /** The median and 90th percentile wait from request to served, in minutes (no row when none). */
  percentiles(db: Executor, period: AnalyticsPeriod) {
    const waits = db
      .select({
        wait: sql<number>`${analyticsServeWaits.waitSeconds}`.as('wait'),
        served: sql<number>`sum(${analyticsServeWaits.served})`.as('served'),
      })
      .from(analyticsServeWaits)
      .where(
        and(
          between(analyticsServeWaits.communityDay, period.from, period.to),
          gt(analyticsServeWaits.served, 0),
        ),
      )
      .groupBy(analyticsServeWaits.waitSeconds)
      .as('waits');
    const counted = db
      .select({
        wait: waits.wait,
        upto: sql<number>`sum(${waits.served}) over (order by ${waits.wait})`.as('upto'),
        total: sql<number>`sum(${waits.served}) over ()`.as('total'),
      })
      .from(waits)
      .as('counted');
    return db
      .select({ median: percentileMinutes(0.5), p90: percentileMinutes(0.9) })
      .from(counted)
      .groupBy(sql`total`);
  },
};
