import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  account,
  boardChoices,
  cutoffReminderOptIns,
  images,
  mealLikes,
  mealRequests,
  meals,
  notifications,
  paymentIntents,
  payments,
  pickupCodes,
  pushSubscriptions,
  reviewLikes,
  reviews,
  session,
  supportMessages,
  supportThreads,
  upcomingMealLikes,
  upcomingMeals,
  user,
} from '../../db/schema';

/**
 * One person's own rows, table by table, each query bound to their id. Secret columns are
 * never selected: no password hash, no provider or session token, no processor secret, no push
 * key (decision 0033). Each query names its columns, so a column added later is not exported
 * until someone decides it should be.
 */
export const personExportRepository = {
  async profile(db: Executor, userId: string) {
    const [row] = await db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
        role: user.role,
        badge: user.badge,
        hall: user.hall,
        room: user.room,
        language: user.language,
        profileSavedAt: user.profileSavedAt,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      })
      .from(user)
      .where(eq(user.id, userId));
    return row;
  },

  async cutoffReminder(db: Executor, userId: string) {
    const rows = await db
      .select({ userId: cutoffReminderOptIns.userId })
      .from(cutoffReminderOptIns)
      .where(eq(cutoffReminderOptIns.userId, userId));
    return rows.length > 0;
  },

  signInMethods: (db: Executor, userId: string) =>
    db
      .select({ provider: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),

  sessions: (db: Executor, userId: string) =>
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),

  requests: (db: Executor, userId: string) =>
    db
      .select({
        id: mealRequests.id,
        mealId: mealRequests.mealId,
        mealTitle: mealRequests.mealTitle,
        status: mealRequests.status,
        requestedAt: mealRequests.requestedAt,
        communityDay: mealRequests.communityDay,
        servedAt: mealRequests.servedAt,
      })
      .from(mealRequests)
      .where(eq(mealRequests.userId, userId))
      .orderBy(asc(mealRequests.requestedAt), asc(mealRequests.id)),

  likes: (db: Executor, userId: string) =>
    db
      .select({ mealId: mealLikes.mealId, mealTitle: meals.title, likedAt: mealLikes.createdAt })
      .from(mealLikes)
      .innerJoin(meals, eq(meals.id, mealLikes.mealId))
      .where(eq(mealLikes.userId, userId))
      .orderBy(asc(mealLikes.createdAt), asc(mealLikes.mealId)),

  upcomingLikes: (db: Executor, userId: string) =>
    db
      .select({
        upcomingMealId: upcomingMealLikes.upcomingMealId,
        title: upcomingMeals.title,
        likedAt: upcomingMealLikes.createdAt,
      })
      .from(upcomingMealLikes)
      .innerJoin(upcomingMeals, eq(upcomingMeals.id, upcomingMealLikes.upcomingMealId))
      .where(eq(upcomingMealLikes.userId, userId))
      .orderBy(asc(upcomingMealLikes.createdAt), asc(upcomingMealLikes.upcomingMealId)),

  reviews: (db: Executor, userId: string) =>
    db
      .select({
        id: reviews.id,
        mealId: reviews.mealId,
        mealTitle: reviews.mealTitle,
        content: reviews.content,
        rating: reviews.rating,
        helpful: reviews.likes,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),

  helpfulMarks: (db: Executor, userId: string) =>
    db
      .select({ reviewId: reviewLikes.reviewId, markedAt: reviewLikes.createdAt })
      .from(reviewLikes)
      .where(eq(reviewLikes.userId, userId))
      .orderBy(asc(reviewLikes.createdAt), asc(reviewLikes.reviewId)),

  payments: (db: Executor, userId: string) =>
    db
      .select({
        id: payments.id,
        package: payments.package,
        amountPoisha: payments.amountPoisha,
        transactionId: payments.transactionId,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.paidAt), asc(payments.id)),

  paymentIntents: (db: Executor, userId: string) =>
    db
      .select({
        id: paymentIntents.id,
        provider: paymentIntents.provider,
        plan: paymentIntents.plan,
        amountPoisha: paymentIntents.amountPoisha,
        currency: paymentIntents.currency,
        status: paymentIntents.status,
        lastErrorMessage: paymentIntents.lastErrorMessage,
        createdAt: paymentIntents.createdAt,
        updatedAt: paymentIntents.updatedAt,
      })
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, userId))
      .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id)),

  boardChoices: (db: Executor, userId: string) =>
    db
      .select({
        date: boardChoices.date,
        sitting: boardChoices.sitting,
        eating: boardChoices.eating,
        updatedAt: boardChoices.updatedAt,
      })
      .from(boardChoices)
      .where(eq(boardChoices.userId, userId))
      .orderBy(asc(boardChoices.date), asc(boardChoices.sitting)),

  pickupCodes: (db: Executor, userId: string) =>
    db
      .select({
        kind: pickupCodes.kind,
        shortCode: pickupCodes.shortCode,
        title: pickupCodes.title,
        date: pickupCodes.communityDay,
        sitting: pickupCodes.sitting,
        requestId: pickupCodes.requestId,
        collectedAt: pickupCodes.collectedAt,
        createdAt: pickupCodes.createdAt,
      })
      .from(pickupCodes)
      .where(eq(pickupCodes.userId, userId))
      .orderBy(asc(pickupCodes.createdAt), asc(pickupCodes.id)),

  notifications: (db: Executor, userId: string) =>
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.seq)),

  pushSubscriptions: (db: Executor, userId: string) =>
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),

  supportThreads: (db: Executor, userId: string) =>
    db
      .select({
        id: supportThreads.id,
        topic: supportThreads.topic,
        subject: supportThreads.subject,
        status: supportThreads.status,
        priority: supportThreads.priority,
        aboutTitle: supportThreads.aboutTitle,
        imageUrl: supportThreads.imageUrl,
        createdAt: supportThreads.createdAt,
        updatedAt: supportThreads.updatedAt,
      })
      .from(supportThreads)
      .where(eq(supportThreads.userId, userId))
      .orderBy(asc(supportThreads.createdAt), asc(supportThreads.id)),

  /** The messages of these threads (the person's own threads only: the caller passes their ids). */
  supportMessages: (db: Executor, threadIds: string[]) =>
    threadIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            threadId: supportMessages.threadId,
            fromKitchen: supportMessages.fromKitchen,
            authorName: supportMessages.authorName,
            body: supportMessages.body,
            createdAt: supportMessages.createdAt,
          })
          .from(supportMessages)
          .where(inArray(supportMessages.threadId, threadIds))
          .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),

  images: (db: Executor, userId: string) =>
    db
      .select({
        hash: images.hash,
        contentType: images.contentType,
        width: images.width,
        height: images.height,
        createdAt: images.createdAt,
      })
      .from(images)
      .where(eq(images.uploadedBy, userId))
      .orderBy(asc(images.createdAt), asc(images.hash)),
};
