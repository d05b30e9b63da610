import type { ReviewHelpfulResult } from '@messmate/shared';
import { accountGone, userStore } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { announcePersonChanges } from '../person-answers/person-changes';
import { reviewHelpfulRepository } from './repository';
import { WORDINGS } from '../../lib/wordings';

/**
 * Sets the caller's 'helpful' mark on a review: once per resident, never on their own review.
 * The review's count comes from the marks, under the review's row lock.
 */
export async function setReviewHelpful(
  db: Database,
  reviewId: string,
  userId: string,
  helpful: boolean,
): Promise<ReviewHelpfulResult> {
  return db.transaction(async (tx) => {
    // The marker first, then the review: a deletion of their account takes the same order (0033).
    if (!(await userStore.holdAgainstDeletion(tx, userId))) throw accountGone();
    const review = await reviewHelpfulRepository.lockReview(tx, reviewId);
    if (!review) throw notFound(WORDINGS.reviewNotFound, 'REVIEW_NOT_FOUND');
    if (review.userId === userId) {
      throw forbidden(
        {
          en: 'You cannot mark your own review as helpful.',
          bn: 'নিজের রিভিউকে সহায়ক বলা যায় না।',
        },
        'OWN_REVIEW',
      );
    }
    const changed = helpful
      ? await reviewHelpfulRepository.insert(tx, reviewId, userId)
      : await reviewHelpfulRepository.remove(tx, reviewId, userId);
    if (changed && review.mealId) {
      await announcePersonChanges(tx, [
        { type: 'review-helpful', userId, mealId: review.mealId },
      ]);
    }
    const likes = await reviewHelpfulRepository.recount(tx, reviewId);
    return { acknowledged: true, modifiedCount: changed ? 1 : 0, likes, helpful };
  });
}
