import { and, eq, sql } from 'drizzle-orm';
import { notifyExpression, type ChannelMessage } from '../../db/channel-messages';
import type { Executor } from '../../db/client';
import { PARENT_ROW_LOCK } from '../../db/row-lock';
import { mealLikes, meals } from '../../db/schema';

export const mealLikesRepository = {
  /** Locks the meal's row for this transaction, so its likes change one caller at a time. */
  async lockMeal(tx: Executor, mealId: string) {
    const [row] = await tx
      .select({ id: meals.id })
      .from(meals)
      .where(eq(meals.id, mealId))
      .for(PARENT_ROW_LOCK);
    return row;
  },

  /** Adds the like, sending `signal` when it did; false when this user already likes the meal. */
  async insert(
    tx: Executor,
    mealId: string,
    userId: string,
    signal: ChannelMessage,
  ): Promise<boolean> {
    const rows = await tx
      .insert(mealLikes)
      .values({ mealId, userId })
      .onConflictDoNothing()
      .returning({ mealId: mealLikes.mealId, signalled: notifyExpression(signal) });
    return rows.length > 0;
  },

  /** Takes the like back, sending `signal` when it did; false when there was none. */
  async remove(
    tx: Executor,
    mealId: string,
    userId: string,
    signal: ChannelMessage,
  ): Promise<boolean> {
    const rows = await tx
      .delete(mealLikes)
      .where(and(eq(mealLikes.mealId, mealId), eq(mealLikes.userId, userId)))
      .returning({ mealId: mealLikes.mealId, signalled: notifyExpression(signal) });
    return rows.length > 0;
  },

  /** Sets the meal's count from its like rows, so the two can never drift apart. */
  async recount(tx: Executor, mealId: string): Promise<number> {
    const [row] = await tx
      .update(meals)
      .set({
        likes: sql`(select count(*)::int from ${mealLikes} where ${mealLikes.mealId} = ${mealId})`,
      })
      .where(eq(meals.id, mealId))
      .returning({ likes: meals.likes });
    return row?.likes ?? 0;
  },
};
