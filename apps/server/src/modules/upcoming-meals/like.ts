import { hasQualifyingBadge, type LikeUpcomingMealResult } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import { accountGone, userStore } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { upcomingLikesRepository } from './like-repository';
import { upcomingMealsRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

export const upcomingMealGone = () =>
  notFound(
    {
      en: 'This upcoming meal is not on the list any more; it may have been published.',
      bn: 'এই আসন্ন খাবারটি আর তালিকায় নেই; হয়তো এটি প্রকাশিত হয়েছে।',
    },
    'UPCOMING_MEAL_NOT_FOUND',
  );

/**
 * One like per Silver, Gold or Platinum member (the stored badge decides). The meal's row is
 * locked while the like is counted, so concurrent likes are all counted and a like never lands
 * on a meal being published.
 */
export async function likeUpcomingMeal(
  db: Database,
  liker: Caller,
  id: string,
): Promise<LikeUpcomingMealResult> {
  if (!hasQualifyingBadge(liker.badge)) {
    throw forbidden(WORDS.messages.upcomingLikeNotAllowed, 'BADGE_REQUIRED');
  }
  return db.transaction(async (tx) => {
    // The liker first, then the meal: a deletion of their account takes the same order (0033).
    if (!(await userStore.holdAgainstDeletion(tx, liker.id))) throw accountGone();
    if (!(await upcomingMealsRepository.lockById(tx, id))) throw upcomingMealGone();
    if (!(await upcomingLikesRepository.insertOnce(tx, id, liker.id))) {
      throw conflict(
        { en: 'You already liked this meal.', bn: 'আপনি এই খাবারটি আগেই পছন্দ করেছেন।' },
        'ALREADY_LIKED',
      );
    }
    return { likes: await upcomingLikesRepository.increment(tx, id), liked: true as const };
  });
}
