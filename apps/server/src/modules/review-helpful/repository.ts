import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PARENT_ROW_LOCK } from '../../db/row-lock';
import { reviewLikes, reviews } from '../../db/schema';

export const reviewHelpfulRepository = {
  /** The review's author, with its row locked: its count changes one mark at a time. */
  async lockReview(tx: Executor, reviewId: string) {
    const [row] = await tx
      .select({ id: reviews.id, userId: reviews.userId, mealId: reviews.mealId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for(PARENT_ROW_LOCK);
    return row;
  },

  /** Adds the mark; false when this resident had already marked the review. */
  async insert(tx: Executor, reviewId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .insert(reviewLikes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewLikes.reviewId });
    return rows.length > 0;
  },

  async remove(tx: Executor, reviewId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .delete(reviewLikes)
      .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)))
      .returning({ reviewId: reviewLikes.reviewId });
    return rows.length > 0;
  },

  /** Sets reviews.likes from the marks, so it never drifts; returns it. */
  async recount(tx: Executor, reviewId: string): Promise<number> {
    const [marks] = await tx
      .select({ value: count() })
      .from(reviewLikes)
      .where(eq(reviewLikes.reviewId, reviewId));
    const likes = marks?.value ?? 0;
    await tx.update(reviews).set({ likes }).where(eq(reviews.id, reviewId));
    return likes;
  },
};
