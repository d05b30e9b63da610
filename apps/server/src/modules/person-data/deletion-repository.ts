import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PARENT_ROW_LOCK } from '../../db/row-lock';
import {
  authAttempts,
  images,
  mealLikes,
  mealRequests,
  meals,
  menuMeals,
  notifications,
  paymentIntents,
  payments,
  reviewLikes,
  reviews,
  supportMessages,
  supportThreads,
  upcomingMealLikes,
  upcomingMeals,
  user,
  verification,
} from '../../db/schema';

/** The distinct values, sorted: rows are locked in one order, so two deletions never deadlock. */
const sortedDistinct = (values: string[]) => [...new Set(values)].sort();

/** The named writes of an account's deletion (decision 0033); the service runs them in one transaction. */
export const personDeletionRepository = {
  /** The person's row, locked against every change that hangs rows off it; undefined if gone. */
  async lockPerson(tx: Executor, userId: string) {
    const [row] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    return row;
  },

  /** Takes their likes back; the meals' counts are then set from the rows that remain. */
  async removeMealLikes(tx: Executor, userId: string): Promise<string[]> {
    const removed = await tx
      .delete(mealLikes)
      .where(eq(mealLikes.userId, userId))
      .returning({ mealId: mealLikes.mealId });
    const mealIds = sortedDistinct(removed.map((row) => row.mealId));
    if (mealIds.length === 0) return [];
    // Locked in a statement of its own, so the recount below reads every like committed by then.
    await tx
      .select({ id: meals.id })
      .from(meals)
      .where(inArray(meals.id, mealIds))
      .orderBy(asc(meals.id))
      .for(PARENT_ROW_LOCK);
    await tx
      .update(meals)
      .set({
        likes: sql`(select count(*)::int from ${mealLikes} where ${mealLikes.mealId} = ${meals.id})`,
      })
      .where(inArray(meals.id, mealIds));
    return mealIds;
  },

  /** Takes their upcoming-meal likes back, one off each meal's count per like removed. */
  async removeUpcomingLikes(tx: Executor, userId: string): Promise<number> {
    const removed = await tx
      .delete(upcomingMealLikes)
      .where(eq(upcomingMealLikes.userId, userId))
      .returning({ id: upcomingMealLikes.upcomingMealId });
    const ids = sortedDistinct(removed.map((row) => row.id));
    if (ids.length === 0) return 0;
    await tx
      .select({ id: upcomingMeals.id })
      .from(upcomingMeals)
      .where(inArray(upcomingMeals.id, ids))
      .orderBy(asc(upcomingMeals.id))
      .for(PARENT_ROW_LOCK);
    // One like per person per meal: each meal loses exactly one.
    await tx
      .update(upcomingMeals)
      .set({ likes: sql`greatest(${upcomingMeals.likes} - 1, 0)` })
      .where(inArray(upcomingMeals.id, ids));
    return ids.length;
  },

  /** Takes their 'helpful' marks back; each review's count is set from the marks that remain. */
  async removeHelpfulMarks(tx: Executor, userId: string): Promise<number> {
    const removed = await tx
      .delete(reviewLikes)
      .where(eq(reviewLikes.userId, userId))
      .returning({ reviewId: reviewLikes.reviewId });
    const reviewIds = sortedDistinct(removed.map((row) => row.reviewId));
    if (reviewIds.length === 0) return 0;
    await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(inArray(reviews.id, reviewIds))
      .orderBy(asc(reviews.id))
      .for(PARENT_ROW_LOCK);
    await tx
      .update(reviews)
      .set({
        likes: sql`(select count(*)::int from ${reviewLikes} where ${reviewLikes.reviewId} = ${reviews.id})`,
        // A mark taken back is not an edit of the review.
        updatedAt: sql`${reviews.updatedAt}`,
      })
      .where(inArray(reviews.id, reviewIds));
    return reviewIds.length;
  },

  /**
   * Their reviews stay, text, rating and marks untouched, under an author id that points nowhere:
   * one per former resident, so their one rating per meal still counts once.
   */
  async handOverReviews(tx: Executor, userId: string, formerId: string): Promise<number> {
    const rows = await tx
      .update(reviews)
      .set({ userId: formerId, updatedAt: sql`${reviews.updatedAt}` })
      .where(eq(reviews.userId, userId))
      .returning({ id: reviews.id });
    return rows.length;
  },

  /** Their payments stay for the accounts (plan, amount, date, transaction); the payer goes. */
  async anonymisePayments(tx: Executor, userId: string): Promise<number> {
    const rows = await tx
      .update(payments)
      .set({ userId: null, name: null, email: null })
      .where(eq(payments.userId, userId))
      .returning({ id: payments.id });
    return rows.length;
  },

  async removePaymentIntents(tx: Executor, userId: string): Promise<void> {
    await tx.delete(paymentIntents).where(eq(paymentIntents.userId, userId));
  },

  /** Their requests, for rewording the admins' notifications about them. */
  requestsOf: (tx: Executor, userId: string) =>
    tx
      .select({ id: mealRequests.id, mealTitle: mealRequests.mealTitle })
      .from(mealRequests)
      .where(eq(mealRequests.userId, userId)),

  /** Their threads' ids, for removing the admins' notifications that point at them. */
  threadIdsOf: async (tx: Executor, userId: string) =>
    (
      await tx
        .select({ id: supportThreads.id })
        .from(supportThreads)
        .where(eq(supportThreads.userId, userId))
    ).map((row) => row.id),

  /** Other people's notifications that link to these pages (the admins' 'new thread' ones). */
  async removeNotificationsLinkingTo(tx: Executor, links: string[]): Promise<void> {
    if (links.length === 0) return;
    await tx.delete(notifications).where(inArray(notifications.link, links));
  },

  /** An admin's replies stay in the residents' threads, without their name. */
  async unnameKitchenReplies(tx: Executor, userId: string): Promise<void> {
    await tx
      .update(supportMessages)
      .set({ authorId: null, authorName: '' })
      .where(eq(supportMessages.authorId, userId));
  },

  /** Upcoming meals an admin posted under their email are kept as posted by 'Anonymous'. */
  async unnameUpcomingMeals(tx: Executor, email: string): Promise<void> {
    await tx
      .update(upcomingMeals)
      .set({ postedBy: 'Anonymous' })
      .where(eq(upcomingMeals.postedBy, email));
  },

  /** Password-reset links made for them, and their sign-in attempt counter. */
  async removeSignInLeftovers(tx: Executor, userId: string, email: string): Promise<void> {
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(authAttempts).where(eq(authAttempts.key, `sign-in:${email}`));
  },

  /** The user row; sessions, accounts and every row that cascades go with it. */
  async removeUser(tx: Executor, userId: string): Promise<void> {
    await tx.delete(user).where(eq(user.id, userId));
  },

  /**
   * Photos they uploaded that nothing shows any more (their profile photo, their threads'
   * photos): deleted. A photo a meal or someone else still shows stays (its uploader cleared).
   */
  async removeUnusedImages(tx: Executor, hashes: string[]): Promise<void> {
    for (const hash of hashes) {
      const address = `%/api/images/${hash}.webp`;
      const shown = or(
        sql`exists (select 1 from ${meals} where ${like(meals.image, address)})`,
        sql`exists (select 1 from ${upcomingMeals} where ${like(upcomingMeals.image, address)})`,
        sql`exists (select 1 from ${menuMeals} where ${like(menuMeals.mealImage, address)})`,
        sql`exists (select 1 from ${user} where ${like(user.image, address)})`,
        sql`exists (select 1 from ${supportThreads} where ${like(supportThreads.imageUrl, address)})`,
      );
      await tx
        .delete(images)
        .where(and(eq(images.hash, hash), isNull(images.uploadedBy), sql`not (${shown})`));
    }
  },

  uploadedImageHashes: async (tx: Executor, userId: string) =>
    (await tx.select({ hash: images.hash }).from(images).where(eq(images.uploadedBy, userId))).map(
      (row) => row.hash,
    ),
};
