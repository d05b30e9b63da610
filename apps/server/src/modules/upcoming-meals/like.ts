import { hasQualifyingBadge, MESSAGES, type LikeUpcomingMealResult } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import { accountGone, userStore } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { upcomingLikesRepository } from './like-repository';
import { upcomingMealsRepository } from './repository';

export const upcomingMealGone = () =>
  notFound(
    'This upcoming meal is not on the list any more; it may have been published.',
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
    throw forbidden(MESSAGES.upcomingLikeNotAllowed, 'BADGE_REQUIRED');
  }
  return db.transaction(async (tx) => {
    // The liker first, then the meal: a deletion of their account takes the same order (0033).
    if (!(await userStore.holdAgainstDeletion(tx, liker.id))) throw accountGone();
    if (!(await upcomingMealsRepository.lockById(tx, id))) throw upcomingMealGone();
    if (!(await upcomingLikesRepository.insertOnce(tx, id, liker.id))) {
      throw conflict('You already liked this meal.', 'ALREADY_LIKED');
    }
    return { likes: await upcomingLikesRepository.increment(tx, id), liked: true as const };
  });
}
