import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { mealLikes, mealRequests, meals, reviewLikes, reviews, user } from '../../db/schema';

type Value = string | Placeholder;

/**
 * In one statement: the resident's badge, whether the meal exists and they like it, their
 * requests on the community day, their newest request of this meal that day, and which of
 * the meal's reviews they wrote or marked helpful. Values or placeholders, so the same query
 * is prepared once and its plan can be inspected.
 */
export function dayStateQuery(db: Executor, userId: Value, mealId: Value, day: Value) {
  const theirsToday = and(eq(mealRequests.userId, userId), eq(mealRequests.communityDay, day));
  const newestOfMeal = db
    .select({ id: mealRequests.id, status: mealRequests.status, at: mealRequests.requestedAt })
    .from(mealRequests)
    .where(and(theirsToday, eq(mealRequests.mealId, mealId)))
    .orderBy(desc(mealRequests.requestedAt), desc(mealRequests.id))
    .limit(1)
    .as('newest');
  return db
    .select({
      badge: user.badge,
      mealExists: sql<boolean>`exists (select 1 from ${meals} where ${meals.id} = ${mealId})`,
      liked: sql<boolean>`exists (select 1 from ${mealLikes}
          where ${mealLikes.mealId} = ${mealId} and ${mealLikes.userId} = ${userId})`,
      requestsToday: sql<number>`(select count(*)::int from ${mealRequests} where ${theirsToday})`,
      requestId: newestOfMeal.id,
      requestStatus: newestOfMeal.status,
      requestedAt: newestOfMeal.at,
      ownReviewIds: sql<string[]>`array(select ${reviews.id}::text from ${reviews}
          where ${reviews.mealId} = ${mealId} and ${reviews.userId} = ${userId})`,
      // No join: drizzle writes these columns unqualified, so each subquery reads one table.
      helpfulReviewIds: sql<string[]>`array(select ${reviewLikes.reviewId}::text from ${reviewLikes}
          where ${reviewLikes.userId} = ${userId} and ${reviewLikes.reviewId} in
            (select ${reviews.id} from ${reviews} where ${reviews.mealId} = ${mealId}))`,
    })
    .from(user)
    .leftJoinLateral(newestOfMeal, sql`true`)
    .where(eq(user.id, userId));
}

export const dayStateRepository = {
  async find(db: Executor, userId: string, mealId: string, day: string) {
    const [row] = await preparedOnce(db, 'meal_day_state', (executor) =>
      dayStateQuery(
        executor,
        sql.placeholder('userId'),
        sql.placeholder('mealId'),
        sql.placeholder('day'),
      ).prepare('meal_day_state'),
    ).execute({ userId, mealId, day });
    return row;
  },
};
