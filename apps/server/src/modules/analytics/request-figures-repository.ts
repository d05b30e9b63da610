import { and, asc, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealRequests, meals } from '../../db/schema';
import { countAll, countWhere, nullableNumber } from './period-sql-repository';

/** Requests of the period by their community day (the column the daily limit keeps, indexed). */
const inPeriod = (period: AnalyticsPeriod) =>
  between(mealRequests.communityDay, period.from, period.to);

const minutesToServe = sql`extract(epoch from (${mealRequests.servedAt} - ${mealRequests.requestedAt})) / 60`;
const delivered = eq(mealRequests.status, 'delivered');
const ofCategory = (category: 'Breakfast' | 'Lunch' | 'Dinner') =>
  countWhere(eq(meals.category, category));

export const requestFiguresRepository = {
  /** Totals and the wait from request to served (pending requests have no wait: ignored). */
  async totals(db: Executor, period: AnalyticsPeriod) {
    const [row] = await db
      .select({
        total: countAll(),
        served: countWhere(delivered),
        median: sql`percentile_cont(0.5) within group (order by ${minutesToServe})`.mapWith(
          nullableNumber,
        ),
        p90: sql`percentile_cont(0.9) within group (order by ${minutesToServe})`.mapWith(
          nullableNumber,
        ),
      })
      .from(mealRequests)
      .where(inPeriod(period));
    return row ?? { total: 0, served: 0, median: null, p90: null };
  },

  /** Per community day: requests by the meal's category, and how many were served. */
  perDay(db: Executor, period: AnalyticsPeriod) {
    return db
      .select({
        date: mealRequests.communityDay,
        Breakfast: ofCategory('Breakfast'),
        Lunch: ofCategory('Lunch'),
        Dinner: ofCategory('Dinner'),
        total: countAll(),
        served: countWhere(delivered),
      })
      .from(mealRequests)
      .leftJoin(meals, eq(meals.id, mealRequests.mealId))
      .where(inPeriod(period))
      .groupBy(mealRequests.communityDay)
      .orderBy(asc(mealRequests.communityDay));
  },

  /**
   * The meals requested most in the period, with what the meal shows now. Counted per meal id
   * first and cut to `limit`, so only those few rows meet the meals table (ties: by id).
   */
  mostRequested(db: Executor, period: AnalyticsPeriod, limit: number) {
    const counted = db
      .select({
        mealId: mealRequests.mealId,
        requests: sql<number>`count(*)`.mapWith(Number).as('request_count'),
      })
      .from(mealRequests)
      .where(and(inPeriod(period), isNotNull(mealRequests.mealId)))
      .groupBy(mealRequests.mealId)
      .orderBy(desc(sql`count(*)`), asc(mealRequests.mealId))
      .limit(limit)
      .as('counted');
    return db
      .select({
        id: meals.id,
        title: meals.title,
        category: meals.category,
        likes: meals.likes,
        ratingSum: meals.ratingSum,
        ratingCount: meals.ratingCount,
        requests: counted.requests,
      })
      .from(counted)
      .innerJoin(meals, eq(meals.id, counted.mealId))
      .orderBy(desc(counted.requests), asc(meals.title));
  },
};
