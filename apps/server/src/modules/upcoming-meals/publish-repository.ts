import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealLikes, upcomingMealLikes } from '../../db/schema';
import { notifyMany } from '../notifications/notify';

export interface LikerNotice {
  title: string;
  body: string;
  link: string;
}

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

  /** Tells everyone who liked the upcoming meal that it is on the menu now. */
  async notifyLikers(tx: Executor, upcomingMealId: string, notice: LikerNotice): Promise<void> {
    const likers = await tx
      .select({ userId: upcomingMealLikes.userId })
      .from(upcomingMealLikes)
      .where(eq(upcomingMealLikes.upcomingMealId, upcomingMealId));
    await notifyMany(
      tx,
      likers.map(({ userId }) => ({ userId, kind: 'upcoming_published', ...notice })),
    );
  },
};
