import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { PLANS } from '@messmate/shared';
import type { Database } from '../../apps/server/src/db/client';
import {
  mealLikes,
  mealRequests,
  meals,
  paymentIntents,
  payments,
  reviews,
  upcomingMealLikes,
  upcomingMeals,
  user,
} from '../../apps/server/src/db/schema';

const BADGES = ['Bronze', 'Silver', 'Gold', 'Platinum'];
const dailyLimit = (badge: string) =>
  badge === 'Bronze'
    ? 0
    : (PLANS.find((plan) => plan.name === badge)?.dailyRequestLimit ?? Infinity);

async function badgeProblems(db: Database): Promise<string[]> {
  const people = await db.select({ id: user.id, badge: user.badge }).from(user);
  const paid = await db
    .select({
      userId: payments.userId,
      plan: payments.package,
      intentUser: paymentIntents.userId,
      intentPlan: paymentIntents.plan,
      status: paymentIntents.status,
    })
    .from(payments)
    .leftJoin(paymentIntents, eq(paymentIntents.id, payments.transactionId));
  const problems = paid
    .filter(
      (row) =>
        row.status !== 'succeeded' || row.intentUser !== row.userId || row.intentPlan !== row.plan,
    )
    .map((row) => `a ${row.plan} payment of ${row.userId} without its succeeded intent`);
  for (const person of people) {
    const best = paid
      .filter((row) => row.userId === person.id)
      .reduce((rank, row) => Math.max(rank, BADGES.indexOf(row.plan)), 0);
    if (BADGES[best] !== person.badge)
      problems.push(`${person.id} is ${person.badge} but paid for ${BADGES[best]}`);
  }
  return problems;
}

async function countProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const likeRows = await db
    .select({ id: mealLikes.mealId, n: count() })
    .from(mealLikes)
    .groupBy(mealLikes.mealId);
  const reviewRows = await db
    .select({ id: reviews.mealId, n: count() })
    .from(reviews)
    .where(isNotNull(reviews.mealId))
    .groupBy(reviews.mealId);
  // One rating per resident per meal: each author's latest rated review counts (decision 0014).
  const latest = db
    .selectDistinctOn([reviews.mealId, reviews.userId], {
      id: reviews.mealId,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(and(isNotNull(reviews.mealId), isNotNull(reviews.rating)))
    .orderBy(reviews.mealId, reviews.userId, desc(reviews.createdAt), desc(reviews.id))
    .as('latest');
  const ratingRows = await db
    .select({
      id: latest.id,
      sum: sql<string>`coalesce(sum(${latest.rating}), 0)::text`,
      rated: count(),
    })
    .from(latest)
    .groupBy(latest.id);
  for (const meal of await db.select().from(meals)) {
    const likes = likeRows.find((row) => row.id === meal.id)?.n ?? 0;
    if (meal.likes !== likes)
      problems.push(`meal ${meal.id}: likes ${meal.likes}, like rows ${likes}`);
    const reviewed = reviewRows.find((row) => row.id === meal.id)?.n ?? 0;
    const rated = ratingRows.find((row) => row.id === meal.id);
    const expected = [reviewed, Number(rated?.sum ?? 0), rated?.rated ?? 0];
    const stored = [meal.reviewsCount, meal.ratingSum, meal.ratingCount];
    if (expected.join() !== stored.join())
      problems.push(`meal ${meal.id}: reviews ${stored} but rows say ${expected}`);
  }
  const upcomingRows = await db
    .select({ id: upcomingMealLikes.upcomingMealId, n: count() })
    .from(upcomingMealLikes)
    .groupBy(upcomingMealLikes.upcomingMealId);
  for (const meal of await db.select().from(upcomingMeals)) {
    const likes = upcomingRows.find((row) => row.id === meal.id)?.n ?? 0;
    if (meal.likes !== likes)
      problems.push(`upcoming ${meal.id}: likes ${meal.likes}, like rows ${likes}`);
  }
  return problems;
}

async function requestProblems(db: Database): Promise<string[]> {
  const perDay = await db
    .select({
      userId: mealRequests.userId,
      day: mealRequests.communityDay,
      n: count(),
      badge: user.badge,
    })
    .from(mealRequests)
    .innerJoin(user, eq(user.id, mealRequests.userId))
    .groupBy(mealRequests.userId, mealRequests.communityDay, user.badge);
  const problems = perDay
    .filter((row) => row.n > dailyLimit(row.badge))
    .map((row) => `${row.userId} (${row.badge}) has ${row.n} requests on ${row.day}`);
  const served = await db.select().from(mealRequests);
  for (const row of served) {
    const delivered = row.status === 'delivered';
    if (delivered !== (row.servedAt !== null && row.servedBy !== null))
      problems.push(
        `request ${row.id} is ${row.status} with served fields ${row.servedAt}/${row.servedBy}`,
      );
  }
  return problems;
}

/** The rules that must hold in any state the database can be in, crash or no crash. */
export async function invariantProblems(db: Database): Promise<string[]> {
  return [
    ...(await badgeProblems(db)),
    ...(await countProblems(db)),
    ...(await requestProblems(db)),
  ];
}
