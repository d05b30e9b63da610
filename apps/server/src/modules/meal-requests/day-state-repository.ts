import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealLikes, mealRequests, meals, reviewLikes, reviews, user } from '../../db/schema';

export const dayStateRepository = {
  /**
   * In one statement: the resident's badge, whether the meal exists and they like it, their
   * requests on the community day, their newest request of this meal that day, and which of
   * the meal's reviews they wrote or marked helpful.
   */
  async find(db: Executor, userId: string, mealId: string, day: string) {
    const theirsToday = sql`${mealRequests.userId} = ${userId} and ${mealRequests.communityDay} = ${day}`;
    const newestOfMeal = (column: unknown) =>
      sql`(select ${column} from ${mealRequests} where ${theirsToday} and ${mealRequests.mealId} = ${mealId}
        order by ${mealRequests.requestedAt} desc, ${mealRequests.id} desc limit 1)`;
    const [row] = await db
      .select({
        badge: user.badge,
        mealExists: sql<boolean>`exists (select 1 from ${meals} where ${meals.id} = ${mealId})`,
        liked: sql<boolean>`exists (select 1 from ${mealLikes}
          where ${mealLikes.mealId} = ${mealId} and ${mealLikes.userId} = ${userId})`,
        requestsToday: sql<number>`(select count(*)::int from ${mealRequests} where ${theirsToday})`,
        requestId: sql<string | null>`${newestOfMeal(mealRequests.id)}`,
        requestStatus: sql<'pending' | 'delivered' | null>`${newestOfMeal(mealRequests.status)}`,
        requestedAt: sql<Date | null>`${newestOfMeal(mealRequests.requestedAt)}`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
        ownReviewIds: sql<string[]>`array(select ${reviews.id}::text from ${reviews}
          where ${reviews.mealId} = ${mealId} and ${reviews.userId} = ${userId})`,
        // No join: drizzle writes these columns unqualified, so each subquery reads one table.
        helpfulReviewIds: sql<
          string[]
        >`array(select ${reviewLikes.reviewId}::text from ${reviewLikes}
          where ${reviewLikes.userId} = ${userId} and ${reviewLikes.reviewId} in
            (select ${reviews.id} from ${reviews} where ${reviews.mealId} = ${mealId}))`,
      })
      .from(user)
      .where(eq(user.id, userId));
    return row;
  },
};
