import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealLikes, notifications, upcomingMealLikes } from '../../db/schema';

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
    await tx.insert(notifications).select(
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: upcomingMealLikes.userId,
          kind: sql<string>`'upcoming_published'`.as('kind'),
          title: sql<string>`${notice.title}`.as('title'),
          body: sql<string>`${notice.body}`.as('body'),
          link: sql<string>`${notice.link}`.as('link'),
          readAt: sql<Date | null>`null`.as('read_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(upcomingMealLikes)
        .where(eq(upcomingMealLikes.upcomingMealId, upcomingMealId)),
    );
  },
};
