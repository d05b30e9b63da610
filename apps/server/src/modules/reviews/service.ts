import type {
  CreateReviewBody,
  CreateReviewResult,
  DeleteReviewResult,
  Review,
  ReviewListQuery,
  UpdateReviewBody,
  UpdateReviewResult,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import { ownerOrAdminScope, type AllRowsRule } from '../../access/owner-or-admin';
import { accountGone, userStore } from '../../auth/user-store';
import type { Database, Transaction } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { insertReviewLocked } from './create-repository';
import { toReview } from './present';
import { shiftMealCounters } from './meal-counters-repository';
import { reviewsRepository, type ChangedReview, type ReviewRow } from './repository';
import { WORDINGS } from '../../lib/wordings';

/** ?email= lists one author's reviews; without it, every review (admins). */
const REVIEW_LIST: AllRowsRule = {
  withoutEmail: 'everyone',
  everyoneRefused: {
    en: 'Only admins can see every review.',
    bn: 'শুধু অ্যাডমিনরা সব রিভিউ দেখতে পারেন।',
  },
  othersRefused: {
    message: { en: 'You can only see your own reviews.', bn: 'আপনি শুধু নিজের রিভিউ দেখতে পারেন।' },
    code: 'NOT_YOUR_REVIEWS',
  },
};

const mealNotFound = () => notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
const reviewNotFound = () => notFound(WORDINGS.reviewNotFound, 'REVIEW_NOT_FOUND');

async function findReview(db: Database, id: string): Promise<ReviewRow> {
  const row = await reviewsRepository.findById(db, id);
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
  const review = await db.transaction(async (tx) => {
    const added = await insertReviewLocked(tx, {
      mealId,
      userId: caller.id,
      content: body.content,
      rating: body.rating ?? null,
    });
    if (!added) {
      if (!(await userStore.findById(tx, caller.id))) throw accountGone();
      throw mealNotFound();
    }
    // A new statement, so it sees every review committed while this one waited for the lock.
    await shiftMealCounters(tx, { mealId, userId: caller.id, reviews: 1, reviewId: added.id });
    return added;
  });
  return { acknowledged: true, success: true, insertedId: review.id, review: toReview(review) };
}

/**
 * Runs a change to one review with its meal locked first (the order a meal delete takes
 * too, so the two never deadlock), then moves the meal's counters by what it changed.
 */
async function changeReview(
  db: Database,
  review: ReviewRow,
  reviewsDelta: -1 | 0,
  change: (tx: Transaction) => Promise<ChangedReview | undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meal = review.mealId ? await reviewsRepository.lockMeal(tx, review.mealId) : undefined;
    const changed = await change(tx);
    if (!changed) throw reviewNotFound();
    // The row's own meal and author now: an account deleted meanwhile hands its reviews over.
    if (meal && changed.mealId === meal.id) {
      await shiftMealCounters(tx, {
        mealId: meal.id,
        userId: changed.userId,
        reviews: reviewsDelta,
        reviewId: changed.id,
        before: { rating: changed.ratingBefore },
      });
    }
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
    throw forbidden(
      { en: 'You can only edit your own reviews.', bn: 'আপনি শুধু নিজের রিভিউ বদলাতে পারেন।' },
      'NOT_YOUR_REVIEW',
    );
  }
  const changes = {
    content: body.content,
    ...(body.rating === undefined ? {} : { rating: body.rating }),
  };
  await changeReview(db, review, 0, (tx) => reviewsRepository.update(tx, review.id, changes));
  return { acknowledged: true, modifiedCount: 1, review: await presentReview(db, review.id) };
}

export async function deleteReview(
  db: Database,
  caller: Caller,
  id: string,
): Promise<DeleteReviewResult> {
  const review = await findReview(db, id);
  if (review.userId !== caller.id && caller.role !== 'admin') {
    throw forbidden(
      { en: 'You can only delete your own reviews.', bn: 'আপনি শুধু নিজের রিভিউ মুছতে পারেন।' },
      'NOT_YOUR_REVIEW',
    );
  }
  // The trigger of migration 0025 tells every instance whose kept answers it touched.
  await changeReview(db, review, -1, (tx) => reviewsRepository.remove(tx, review.id));
  return { acknowledged: true, deletedCount: 1 };
}

/** One author's reviews (the caller's own, or anyone's for an admin), or every review (admins). */
export async function listReviews(
  db: Database,
  caller: Caller,
  query: ReviewListQuery,
): Promise<Review[]> {
  const scope = await ownerOrAdminScope(db, caller, query.email, REVIEW_LIST);
  if (scope.kind === 'nobody') return [];
  const rows = await reviewsRepository.list(db, scope.kind === 'one' ? scope.userId : undefined);
  return rows.map(toReview);
}
