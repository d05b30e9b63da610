import { asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { analyticsRequestDays, mealRequests, meals } from '../../db/schema';
import { sumOf } from './period-sql-repository';
import { rankedByTotal } from './ranked-by-total-repository';

interface MostRequestedRow {
  id: string;
  title: string;
  category: 'Breakfast' | 'Lunch' | 'Dinner';
  likes: unknown;
  rating_sum: unknown;
  rating_count: unknown;
  requests: unknown;
}

/** Requests of the period by their community day (meal_requests_day_meal_idx holds both columns). */
const inPeriod = (period: AnalyticsPeriod) =>
  between(mealRequests.communityDay, period.from, period.to);

const daysOf = (period: AnalyticsPeriod) =>
  between(analyticsRequestDays.communityDay, period.from, period.to);
const ofCategory = (category: 'Breakfast' | 'Lunch' | 'Dinner') =>
  sumOf(analyticsRequestDays.requested, eq(analyticsRequestDays.category, category));

export const requestFiguresRepository = {
  /** Requests and how many were served, from the daily rollup (decision record 0037). */
  totals(db: Executor, period: AnalyticsPeriod) {
    return db
      .select({
        total: sumOf(analyticsRequestDays.requested),
        served: sumOf(analyticsRequestDays.served),
      })
      .from(analyticsRequestDays)
      .where(daysOf(period));
  },

  /** Per community day with requests: requests by the meal's category, and how many were served. */
  perDay(db: Executor, period: AnalyticsPeriod) {
    return db
      .select({
        date: analyticsRequestDays.communityDay,
        Breakfast: ofCategory('Breakfast'),
        Lunch: ofCategory('Lunch'),
        Dinner: ofCategory('Dinner'),
        total: sumOf(analyticsRequestDays.requested),
        served: sumOf(analyticsRequestDays.served),
      })
      .from(analyticsRequestDays)
      .where(daysOf(period))
      .groupBy(analyticsRequestDays.communityDay)
      .having(sql`sum(${analyticsRequestDays.requested}) > 0`)
      .orderBy(asc(analyticsRequestDays.communityDay));
  },

  /**
   * The meals requested most in the period, with what the meal shows now: the meals probed in
   * the order of their requests of all time (analytics_meal_totals), each counted from
   * meal_requests_meal_day_idx alone, cut to `limit` before the join (ties: by id).
   */
  mostRequestedQuery(period: AnalyticsPeriod, limit: number) {
    const countOf = (meal: SQL) =>
      sql`select count(*) from ${mealRequests} where ${mealRequests.mealId} = ${meal}
          and ${inPeriod(period)}`;
    const everyCount = sql`select ${mealRequests.mealId} as meal_id, count(*) as n
      from ${mealRequests} where ${inPeriod(period)} and ${mealRequests.mealId} is not null
      group by ${mealRequests.mealId}`;
    return rankedByTotal(
      { total: 'requests', countOf, everyCount, limit },
      sql`select m.id, m.title, m.category, m.likes, m.rating_sum, m.rating_count,
                 ranked.n as requests
          from ranked join ${meals} m on m.id = ranked.meal_id
          order by ranked.n desc, m.title`,
    );
  },

  async mostRequested(db: Executor, period: AnalyticsPeriod, limit: number) {
    const rows = await rowsOf<MostRequestedRow>(
      db,
      requestFiguresRepository.mostRequestedQuery(period, limit),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      likes: Number(row.likes),
      ratingSum: Number(row.rating_sum),
      ratingCount: Number(row.rating_count),
      requests: Number(row.requests),
    }));
  },
};
