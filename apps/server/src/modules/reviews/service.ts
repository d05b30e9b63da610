import {
  isUuid,
  type CreateReviewBody,
  type CreateReviewResult,
  type DeleteReviewResult,
  type Review,
  type ReviewListQuery,
  type UpdateReviewBody,
  type UpdateReviewResult,
} from '@messmate/shared';
import type { Database, Transaction } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { toReview } from './present';
import { reviewsRepository, type ReviewRow } from './repository';

/** Who is asking, from the session: never from the request body. */
export interface Caller {
  id: string;
  email: string;
  role: string;
}

const mealNotFound = () => notFound('Meal not found.', 'MEAL_NOT_FOUND');
const reviewNotFound = () => notFound('Review not found.', 'REVIEW_NOT_FOUND');

async function findReview(db: Database, id: string): Promise<ReviewRow> {
  const row = isUuid(id) ? await reviewsRepository.findById(db, id) : undefined;
  if (!row) throw reviewNotFound();
  return row;
}

async function presentReview(db: Database, id: string): Promise<Review> {
  return toReview(await findReview(db, id));
}

export async function createReview(
  db: Database,
  caller: Caller,
  mealId: string,
  body: CreateReviewBody,
): Promise<CreateReviewResult> {
  if (!isUuid(mealId)) throw mealNotFound();
  const insertedId = await db.transaction(async (tx) => {
    const meal = await reviewsRepository.lockMeal(tx, mealId);
    if (!meal) throw mealNotFound();
    const id = await reviewsRepository.insert(tx, {
      mealId: meal.id,
      mealTitle: meal.title,
      userId: caller.id,
      content: body.content,
      rating: body.rating ?? null,
    });
    await reviewsRepository.refreshMealCounters(tx, meal.id);
    return id;
  });
  return {
    acknowledged: true,
    success: true,
    insertedId,
    review: await presentReview(db, insertedId),
  };
}

/**
 * Runs a change to one review with its meal locked first (the order a meal delete takes
 * too, so the two never deadlock), then sets the meal's counters from its reviews.
 */
async function changeReview(
  db: Database,
  review: ReviewRow,
  change: (tx: Transaction) => Promise<boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meal = review.mealId ? await reviewsRepository.lockMeal(tx, review.mealId) : undefined;
    if (!(await change(tx))) throw reviewNotFound();
    if (meal) await reviewsRepository.refreshMealCounters(tx, meal.id);
  });
}

export async function updateReview(
  db: Database,
  caller: Caller,
  id: string,
  body: UpdateReviewBody,
): Promise<UpdateReviewResult> {
  const review = await findReview(db, id);
  if (review.userId !== caller.id) {
    throw forbidden('You can only edit your own reviews.', 'NOT_YOUR_REVIEW');
  }
  const changes = {
    content: body.content,
    ...(body.rating === undefined ? {} : { rating: body.rating }),
  };
  await changeReview(db, review, (tx) => reviewsRepository.update(tx, review.id, changes));
  return { acknowledged: true, modifiedCount: 1, review: await presentReview(db, review.id) };
}

export async function deleteReview(
  db: Database,
  caller: Caller,
  id: string,
): Promise<DeleteReviewResult> {
  const review = await findReview(db, id);
  if (review.userId !== caller.id && caller.role !== 'admin') {
    throw forbidden('You can only delete your own reviews.', 'NOT_YOUR_REVIEW');
  }
  await changeReview(db, review, (tx) => reviewsRepository.remove(tx, review.id));
  return { acknowledged: true, deletedCount: 1 };
}

/** ?email= lists one author's reviews (only one's own, unless admin); no email lists all (admin). */
export async function listReviews(
  db: Database,
  caller: Caller,
  query: ReviewListQuery,
): Promise<Review[]> {
  const own = caller.email.toLowerCase();
  const isAdmin = caller.role === 'admin';
  if (query.email === undefined && !isAdmin) {
    throw forbidden('Only admins can see every review.', 'ADMIN_ONLY');
  }
  if (query.email !== undefined && query.email !== own && !isAdmin) {
    throw forbidden('You can only see your own reviews.', 'NOT_YOUR_REVIEWS');
  }
  if (query.email === undefined) return (await reviewsRepository.list(db)).map(toReview);
  const authorId =
    query.email === own ? caller.id : await reviewsRepository.findUserIdByEmail(db, query.email);
  if (!authorId) return [];
  return (await reviewsRepository.list(db, authorId)).map(toReview);
}
