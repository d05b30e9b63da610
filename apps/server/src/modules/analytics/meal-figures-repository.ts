import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { mealLikes, meals, reviews } from '../../db/schema';
import { countWhere, endOfDay, startOfDay, withinPeriod } from './period-sql-repository';
import { PROBED_STAR_ROWS, rankedByStars } from './ranked-by-stars-repository';
import { rankedByTotal } from './ranked-by-total-repository';

/**
 * Ratings given in a period, one per resident and meal: their latest rated review written in
 * it (the rule of decision 0014, applied within the period). A review is that one when the same
 * resident's next rating of the meal (its superseded_at, kept by a trigger) came after the
 * period or never: a filter (decision record 0040).
 */
const rated = and(isNotNull(reviews.rating), isNotNull(reviews.mealId));
/** Not superseded by the same resident's rating of the meal before the period's end. */
const latestUpTo = (period: AnalyticsPeriod) =>
  or(isNull(reviews.supersededAt), gte(reviews.supersededAt, endOfDay(period.to, period.timeZone)));

/** A meal's likes in the period, probed through meal_likes_meal_created_idx. */
const likesOf = (period: AnalyticsPeriod) => (meal: SQL) =>
  sql`select count(*) from ${mealLikes} where ${mealLikes.mealId} = ${meal}
      and ${withinPeriod(mealLikes.createdAt, period)}`;

export const mealFiguresRepository = {
  /**
   * Likes given in the period, most first (ties: by id descending, then shown by title): the
   * meals probed in the order of meals.likes (their likes of all time, read backwards on
   * meals_likes_idx), cut to `limit` before the join.
   */
  mostLikedQuery(period: AnalyticsPeriod, limit: number) {
    const everyCount = sql`select ${mealLikes.mealId} as meal_id, count(*) as n from ${mealLikes}
      where ${withinPeriod(mealLikes.createdAt, period)} group by ${mealLikes.mealId}`;
    return rankedByTotal(
      { total: 'likes', countOf: likesOf(period), everyCount, limit },
      sql`select m.id, m.title, ranked.n as likes from ranked join ${meals} m on m.id = ranked.meal_id
          order by ranked.n desc, m.title`,
    );
  },

  async mostLiked(db: Executor, period: AnalyticsPeriod, limit: number) {
    const rows = await rowsOf<{ id: string; title: string; likes: unknown }>(
      db,
      mealFiguresRepository.mostLikedQuery(period, limit),
    );
    return rows.map((row) => ({ id: row.id, title: row.title, likes: Number(row.likes) }));
  },

  /**
   * Meals rated in the period by the mean of those ratings, best first or worst first (more
   * ratings first on a tie, then by id, cut to `limit` before the join, then shown by title):
   * the meals probed in the order of their star counts (analytics_meal_stars), each meal's
   * ratings read by reviews_meal_idx, before every rating of the period is aggregated.
   */
  rankedByRatingQuery(
    period: AnalyticsPeriod,
    order: 'best' | 'worst',
    limit: number,
    probedRows = PROBED_STAR_ROWS,
  ) {
    const ofPeriod = sql`${rated} and ${withinPeriod(reviews.createdAt, period)} and ${latestUpTo(period)}`;
    const ratingsOf = (meal: SQL) =>
      sql`select sum(${reviews.rating}) as total, count(*) as n from ${reviews}
          where ${reviews.mealId} = ${meal} and ${ofPeriod}`;
    // The mean as avg(rating) gives it (numeric division of the same sum and count), with a
    // smaller aggregate state per meal than avg's.
    const everyMeal = sql`select ${reviews.mealId} as meal_id, sum(${reviews.rating}) as total,
      count(*) as n from ${reviews} where ${ofPeriod} group by ${reviews.mealId}`;
    return rankedByStars(
      { order, ratingsOf, everyMeal, limit, probedRows },
      sql`select m.id, m.title, ranked.mean as rating, ranked.n as ratings
          from ranked join ${meals} m on m.id = ranked.meal_id
          order by ranked.mean ${sql.raw(order === 'best' ? 'desc' : 'asc')}, ranked.n desc, m.title`,
    );
  },

  async rankedByRating(
    db: Executor,
    period: AnalyticsPeriod,
    order: 'best' | 'worst',
    limit: number,
    probedRows = PROBED_STAR_ROWS,
  ) {
    const rows = await rowsOf<{ id: string; title: string; rating: unknown; ratings: unknown }>(
      db,
      mealFiguresRepository.rankedByRatingQuery(period, order, limit, probedRows),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      rating: Number(row.rating),
      ratings: Number(row.ratings),
    }));
  },

  /**
   * Meals whose mean rating in the period is lower than in the period before, biggest fall first
   * (ties: by title). Only a meal rated in both periods has both means, so only such a meal can
   * fall: those meals are found first, from the covering index, and only their reviews are read,
   * each meal's by its index (decision 0051).
   */
  falling(db: Executor, period: AnalyticsPeriod, before: AnalyticsPeriod, limit: number) {
    // One pass over those meals' reviews of both periods, each period's latest ratings picked by
    // a filter: two aggregates joined would leave the planner guessing.
    const latestOf = (p: AnalyticsPeriod) =>
      sql`${withinPeriod(reviews.createdAt, p)} and ${latestUpTo(p)}`;
    const meanOf = (p: AnalyticsPeriod) =>
      sql`(sum(${reviews.rating}) filter (where ${latestOf(p)}))::numeric
          / nullif(count(*) filter (where ${latestOf(p)}), 0)`;
    const fall = sql`${meanOf(period)} - ${meanOf(before)}`;
    const earlier = alias(reviews, 'earlier');
    const later = alias(reviews, 'later');
    const ratedIn = (rows: typeof earlier | typeof later, p: AnalyticsPeriod) =>
      and(withinPeriod(rows.createdAt, p), isNotNull(rows.rating), isNotNull(rows.mealId));
    const ratedInBoth = db
      .selectDistinct({ mealId: earlier.mealId })
      .from(earlier)
      .where(
        and(
          ratedIn(earlier, before),
          inArray(
            earlier.mealId,
            db.select({ mealId: later.mealId }).from(later).where(ratedIn(later, period)),
          ),
        ),
      );
    const means = db
      .select({
        mealId: sql<string>`${reviews.mealId}`.as('falling_meal'),
        before: sql<number>`${meanOf(before)}`.mapWith(Number).as('mean_before'),
        during: sql<number>`${meanOf(period)}`.mapWith(Number).as('mean_during'),
        ratingsBefore: countWhere(latestOf(before)).as('ratings_before'),
        ratingsDuring: countWhere(latestOf(period)).as('ratings_during'),
        fall: sql<number>`${fall}`.as('fall'),
        // A tie at the cut keeps every tied meal, for the title to settle after the join.
        place: sql<number>`rank() over (order by ${fall})`.as('place'),
      })
      .from(reviews)
      .where(
        and(
          rated,
          gte(reviews.createdAt, startOfDay(before.from, before.timeZone)),
          lt(reviews.createdAt, endOfDay(period.to, period.timeZone)),
          // An array, not a join: the planner reads each such meal's reviews by its index, and
          // does not take the meals in both for as many as in either (a cost that JIT-compiles).
          sql`${reviews.mealId} = any(array(${ratedInBoth}))`,
        ),
      )
      .groupBy(reviews.mealId)
      .having(sql`${meanOf(period)} < ${meanOf(before)}`)
      .as('means');
    return db
      .select({
        id: meals.id,
        title: meals.title,
        before: means.before,
        during: means.during,
        ratingsBefore: means.ratingsBefore,
        ratingsDuring: means.ratingsDuring,
      })
      .from(means)
      .innerJoin(meals, eq(meals.id, means.mealId))
      .where(sql`${means.place} <= ${limit}`)
      .orderBy(means.fall, asc(meals.title))
      .limit(limit);
  },
};
