import { and, asc, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { analyticsRequestDays, mealRequests, meals } from '../../db/schema';
import { sumOf } from './period-sql-repository';

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
