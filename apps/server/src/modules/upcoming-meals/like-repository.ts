import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { upcomingMealLikes, upcomingMeals } from '../../db/schema';

export const upcomingLikesRepository = {
  /** Records one user's like; false when they had already liked it. */
  async insertOnce(db: Executor, upcomingMealId: string, userId: string): Promise<boolean> {
    const inserted = await db
      .insert(upcomingMealLikes)
      .values({ upcomingMealId, userId })
      .onConflictDoNothing()
      .returning({ userId: upcomingMealLikes.userId });
    return inserted.length > 0;
  },

  /** Adds one to the count and returns the new count. */
  async increment(db: Executor, upcomingMealId: string): Promise<number> {
    const [row] = await db
      .update(upcomingMeals)
      .set({ likes: sql`${upcomingMeals.likes} + 1` })
      .where(eq(upcomingMeals.id, upcomingMealId))
      .returning({ likes: upcomingMeals.likes });
    if (!row) throw new Error(`upcoming meal ${upcomingMealId} vanished while locked`);
    return row.likes;
  },
};
