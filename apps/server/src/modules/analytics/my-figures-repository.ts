import { and, asc, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealRequests, meals, payments, reviews } from '../../db/schema';
import { countAll, countWhere, withinPeriod } from './period-sql-repository';

/** One resident's requests of the period (served by meal_requests_user_day_idx). */
const theirs = (userId: string, period: AnalyticsPeriod) =>
  and(eq(mealRequests.userId, userId), between(mealRequests.communityDay, period.from, period.to));
const ofCategory = (category: 'Breakfast' | 'Lunch' | 'Dinner') =>
  countWhere(eq(meals.category, category));

export const myFiguresRepository = {
  /** Requests per week (weeks start on Monday) and category; the sum of the weeks is the total. */
  perWeek(db: Executor, userId: string, period: AnalyticsPeriod) {
    const week = sql<string>`to_char(date_trunc('week', ${mealRequests.communityDay}), 'YYYY-MM-DD')`;
    return db
      .select({
        week,
        Breakfast: ofCategory('Breakfast'),
        Lunch: ofCategory('Lunch'),
        Dinner: ofCategory('Dinner'),
        total: countAll(),
        served: countWhere(eq(mealRequests.status, 'delivered')),
      })
      .from(mealRequests)
      .leftJoin(meals, eq(meals.id, mealRequests.mealId))
      .where(theirs(userId, period))
      .groupBy(week)
      .orderBy(asc(week));
  },

  /** The meals they requested most in the period. */
  favourites(db: Executor, userId: string, period: AnalyticsPeriod, limit: number) {
    const requests = countAll();
    return db
      .select({ mealId: meals.id, title: meals.title, requests })
      .from(mealRequests)
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .where(theirs(userId, period))
      .groupBy(meals.id)
      .orderBy(desc(requests), asc(meals.title))
      .limit(limit);
  },

  /**
   * Their rating of each meal (their latest rated review, as the meal's mean counts it) where
   * that review was written in the period, with the meal's totals over every resident.
   */
  ratings(db: Executor, userId: string, period: AnalyticsPeriod) {
    const latest = db
      .selectDistinctOn([reviews.mealId], {
        mealId: reviews.mealId,
        rating: reviews.rating,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), isNotNull(reviews.rating), isNotNull(reviews.mealId)))
      .orderBy(reviews.mealId, desc(reviews.createdAt), desc(reviews.id))
      .as('mine');
    return db
      .select({
        mealId: meals.id,
        title: meals.title,
        mine: sql<number>`${latest.rating}`.mapWith(Number),
        ratingSum: meals.ratingSum,
        ratingCount: meals.ratingCount,
      })
      .from(latest)
      .innerJoin(meals, eq(meals.id, latest.mealId))
      .where(withinPeriod(latest.createdAt, period))
      .orderBy(asc(meals.title));
  },

  payments(db: Executor, userId: string, period: AnalyticsPeriod) {
    return db
      .select({ plan: payments.package, poisha: payments.amountPoisha, paidAt: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.userId, userId), withinPeriod(payments.paidAt, period)))
      .orderBy(asc(payments.paidAt));
  },
};
