import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealLikes, meals, reviews } from '../../db/schema';
import { withinPeriod } from './period-sql-repository';

/**
 * Ratings given in a period, one per resident and meal: their latest rated review written in
 * it (the rule of decision 0014, applied within the period).
 */
function latestRatingsIn(db: Executor, period: AnalyticsPeriod, alias: string) {
  return db
    .selectDistinctOn([reviews.mealId, reviews.userId], {
      mealId: reviews.mealId,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(
      and(
        withinPeriod(reviews.createdAt, period),
        isNotNull(reviews.rating),
        isNotNull(reviews.mealId),
      ),
    )
    .orderBy(reviews.mealId, reviews.userId, desc(reviews.createdAt), desc(reviews.id))
    .as(alias);
}

export const mealFiguresRepository = {
  /** Likes given in the period, most first: counted per meal id and cut to `limit` before the join. */
  mostLiked(db: Executor, period: AnalyticsPeriod, limit: number) {
    const counted = db
      .select({
        mealId: mealLikes.mealId,
        likes: sql<number>`count(*)`.mapWith(Number).as('liked_count'),
      })
      .from(mealLikes)
      .where(withinPeriod(mealLikes.createdAt, period))
      .groupBy(mealLikes.mealId)
      .orderBy(desc(sql`count(*)`), asc(mealLikes.mealId))
      .limit(limit)
      .as('counted');
    return db
      .select({ id: meals.id, title: meals.title, likes: counted.likes })
      .from(counted)
      .innerJoin(meals, eq(meals.id, counted.mealId))
      .orderBy(desc(counted.likes), asc(meals.title));
  },

  /** Meals rated in the period by the mean of those ratings: best first, or worst first. */
  rankedByRating(db: Executor, period: AnalyticsPeriod, order: 'best' | 'worst', limit: number) {
    const latest = latestRatingsIn(db, period, 'latest');
    const mean = sql`avg(${latest.rating})`;
    const ranked = db
      .select({
        mealId: sql<string>`${latest.mealId}`.as('ranked_meal'),
        rating: sql<number>`${mean}`.mapWith(Number).as('period_rating'),
        ratings: sql<number>`count(*)`.mapWith(Number).as('period_ratings'),
      })
      .from(latest)
      .groupBy(latest.mealId)
      .orderBy(order === 'best' ? desc(mean) : asc(mean), desc(sql`count(*)`), asc(latest.mealId))
      .limit(limit)
      .as('ranked');
    return db
      .select({ id: meals.id, title: meals.title, rating: ranked.rating, ratings: ranked.ratings })
      .from(ranked)
      .innerJoin(meals, eq(meals.id, ranked.mealId))
      .orderBy(
        order === 'best' ? desc(ranked.rating) : asc(ranked.rating),
        desc(ranked.ratings),
        asc(meals.title),
      );
  },

  /** Meals whose mean rating in the period is lower than in the period before, biggest fall first. */
  falling(db: Executor, period: AnalyticsPeriod, before: AnalyticsPeriod, limit: number) {
    const mean = (alias: string, p: AnalyticsPeriod) => {
      const latest = latestRatingsIn(db, p, `${alias}_latest`);
      return db
        .select({
          mealId: sql<string>`${latest.mealId}`.as(`${alias}_meal`),
          mean: sql<number>`avg(${latest.rating})`.mapWith(Number).as(`${alias}_mean`),
          ratings: sql<number>`count(*)`.mapWith(Number).as(`${alias}_ratings`),
        })
        .from(latest)
        .groupBy(latest.mealId)
        .as(alias);
    };
    const during = mean('during', period);
    const earlier = mean('earlier', before);
    return db
      .select({
        id: meals.id,
        title: meals.title,
        before: earlier.mean,
        during: during.mean,
        ratingsBefore: earlier.ratings,
        ratingsDuring: during.ratings,
      })
      .from(during)
      .innerJoin(earlier, eq(earlier.mealId, during.mealId))
      .innerJoin(meals, eq(meals.id, during.mealId))
      .where(sql`${during.mean} < ${earlier.mean}`)
      .orderBy(sql`${during.mean} - ${earlier.mean}`, asc(meals.title))
      .limit(limit);
  },
};
