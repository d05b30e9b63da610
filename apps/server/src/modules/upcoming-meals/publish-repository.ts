import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealLikes, upcomingMealLikes } from '../../db/schema';

export const publishRepository = {
  /** The upcoming meal's likers become the new meal's likers, so its count matches its rows. */
  async copyLikesToMeal(tx: Executor, upcomingMealId: string, mealId: string): Promise<void> {
    await tx.insert(mealLikes).select(
      tx
        .select({
          mealId: sql<string>`${mealId}::uuid`.as('meal_id'),
          userId: upcomingMealLikes.userId,
          createdAt: upcomingMealLikes.createdAt,
        })
        .from(upcomingMealLikes)
        .where(eq(upcomingMealLikes.upcomingMealId, upcomingMealId)),
    );
  },

  /** Everyone who liked the upcoming meal. */
  async likerIds(tx: Executor, upcomingMealId: string): Promise<string[]> {
    const likers = await tx
      .select({ userId: upcomingMealLikes.userId })
      .from(upcomingMealLikes)
      .where(eq(upcomingMealLikes.upcomingMealId, upcomingMealId));
    return likers.map(({ userId }) => userId);
  },
};
