import { and, asc, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealRequests, meals, payments, reviews } from '../../db/schema';
import { sumOf, withinPeriod } from './period-sql-repository';

/** One resident's requests of the period (served by meal_requests_user_day_idx). */
const theirs = (userId: string, period: AnalyticsPeriod) =>
  and(eq(mealRequests.userId, userId), between(mealRequests.communityDay, period.from, period.to));

/**
 * One resident's requests of the period counted per week and meal first, each group then given
 * its meal's category (or title) by primary key: a join would let the planner hash all 100k
 * meals for a year's few thousand requests.
 */
function perWeekAndMeal(db: Executor, userId: string, period: AnalyticsPeriod) {
  return db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${mealRequests.communityDay}), 'YYYY-MM-DD')`.as(
        'week',
      ),
      mealId: mealRequests.mealId,
      requests: sql<number>`count(*)`.as('requests'),
      served: sql<number>`count(*) filter (where ${mealRequests.status} = 'delivered')`.as(
        'served',
      ),
    })
    .from(mealRequests)
    .where(theirs(userId, period))
    .groupBy(sql`1`, mealRequests.mealId)
    .as('counted');
}
const mealColumn = (mealId: unknown, column: typeof meals.category | typeof meals.title) =>
  sql`(select ${column} from ${meals} where ${meals.id} = ${mealId})`;

export const myFiguresRepository = {
  /** Requests per week (weeks start on Monday) and category; the sum of the weeks is the total. */
  perWeek(db: Executor, userId: string, period: AnalyticsPeriod) {
    const counted = perWeekAndMeal(db, userId, period);
    const withCategory = db
      .select({
        week: counted.week,
        requests: counted.requests,
        served: counted.served,
        category: sql<string | null>`${mealColumn(counted.mealId, meals.category)}`.as('category'),
      })
      .from(counted)
      .as('categorised');
    const ofCategory = (category: 'Breakfast' | 'Lunch' | 'Dinner') =>
      sumOf(withCategory.requests, sql`${withCategory.category} = ${category}`);
    return db
      .select({
        week: withCategory.week,
        Breakfast: ofCategory('Breakfast'),
        Lunch: ofCategory('Lunch'),
        Dinner: ofCategory('Dinner'),
        total: sumOf(withCategory.requests),
        served: sumOf(withCategory.served),
      })
      .from(withCategory)
      .groupBy(withCategory.week)
      .orderBy(asc(withCategory.week));
  },

  /** The meals they requested most in the period (ties: by title). */
  favourites(db: Executor, userId: string, period: AnalyticsPeriod, limit: number) {
    const counted = db
      .select({
        mealId: sql<string>`${mealRequests.mealId}`.as('favourite_meal'),
        requests: sql<number>`count(*)`.mapWith(Number).as('favourite_requests'),
      })
      .from(mealRequests)
      .where(and(theirs(userId, period), isNotNull(mealRequests.mealId)))
      .groupBy(mealRequests.mealId)
      .as('favourites');
    const title = sql<string>`${mealColumn(counted.mealId, meals.title)}`;
    return db
      .select({ mealId: counted.mealId, title: title.as('title'), requests: counted.requests })
      .from(counted)
      .orderBy(desc(counted.requests), asc(title))
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
