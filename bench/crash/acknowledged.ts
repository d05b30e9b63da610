import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import {
  mealLikes,
  mealRequests,
  payments,
  reviews,
  upcomingMealLikes,
  upcomingMeals,
} from '../../apps/server/src/db/schema';
import type { Journal } from './journal';

const split = (key: string) => key.split(':') as [string, string];

async function paymentProblems(db: Database, journal: Journal): Promise<string[]> {
  const ids = [...journal.payments.keys()];
  if (ids.length === 0) return [];
  const rows = await db.select().from(payments).where(inArray(payments.transactionId, ids));
  return ids
    .filter(
      (id) =>
        !rows.some(
          (row) => row.transactionId === id && row.package === journal.payments.get(id)?.plan,
        ),
    )
    .map((id) => `acknowledged payment ${id} is missing`);
}

async function reviewProblems(db: Database, journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, state] of journal.reviews.certain()) {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    if (state === 'deleted' && row) problems.push(`review ${id} was deleted but is back`);
    if (state !== 'deleted' && (row?.content !== state.content || row.rating !== state.rating)) {
      problems.push(
        `review ${id} should read '${state.content}' ${state.rating}★, found ${row ? `'${row.content}' ${row.rating}★` : 'nothing'}`,
      );
    }
  }
  return problems;
}

async function requestProblems(db: Database, journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, state] of journal.requests.certain()) {
    const [row] = await db.select().from(mealRequests).where(eq(mealRequests.id, id));
    const found = row ? row.status : 'cancelled';
    if (found !== state) problems.push(`request ${id} should be ${state}, found ${found}`);
  }
  return problems;
}

async function likeProblems(db: Database, journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  for (const [key, liked] of journal.mealLikes.certain()) {
    const [userId, mealId] = split(key);
    const rows = await db.$count(
      mealLikes,
      and(eq(mealLikes.userId, userId), eq(mealLikes.mealId, mealId)),
    );
    if (rows !== (liked ? 1 : 0)) problems.push(`meal like ${key} should be ${liked}`);
  }
  const published = new Map(journal.published.entries);
  for (const [key, liked] of journal.upcomingLikes.certain()) {
    if (!liked) continue;
    const [userId, upcomingId] = split(key);
    const stillUpcoming = await db.$count(upcomingMeals, eq(upcomingMeals.id, upcomingId));
    if (stillUpcoming) {
      const rows = await db.$count(
        upcomingMealLikes,
        and(eq(upcomingMealLikes.userId, userId), eq(upcomingMealLikes.upcomingMealId, upcomingId)),
      );
      if (rows !== 1) problems.push(`upcoming like ${key} is missing`);
      continue;
    }
    const mealId = published.get(upcomingId)?.state;
    if (!mealId) continue; // published by a call that got no answer: its new id is unknown
    const rows = await db.$count(
      mealLikes,
      and(eq(mealLikes.userId, userId), eq(mealLikes.mealId, mealId)),
    );
    if (rows !== 1) problems.push(`upcoming like ${key} was not carried into meal ${mealId}`);
  }
  return problems;
}

/** Every write the server acknowledged is there, as it was acknowledged. */
export async function acknowledgedProblems(db: Database, journal: Journal): Promise<string[]> {
  return [
    ...(await paymentProblems(db, journal)),
    ...(await reviewProblems(db, journal)),
    ...(await requestProblems(db, journal)),
    ...(await likeProblems(db, journal)),
  ];
}
