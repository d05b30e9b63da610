import type { LikeMealResult } from '@messmate/shared';
import { accountGone, userStore } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { personChangeMessage } from '../person-answers/person-changes';
import { mealLikesRepository } from './repository';
import { WORDINGS } from '../../lib/wordings';

/**
 * Adds the caller's like (`liked: true`) or takes it back (`false`); asking for the state the
 * like is already in changes nothing. The count comes from the like rows, whatever a client
 * says it should be.
 */
export async function setMealLike(
  db: Database,
  mealId: string,
  userId: string,
  liked: boolean,
): Promise<LikeMealResult> {
  return db.transaction(async (tx) => {
    // The liker first, then the meal: a deletion of their account takes the same order (0033).
    if (!(await userStore.holdAgainstDeletion(tx, userId))) throw accountGone();
    const meal = await mealLikesRepository.lockMeal(tx, mealId);
    if (!meal) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
    const signal = personChangeMessage({ type: 'meal-like', userId, mealId });
    const changed = liked
      ? await mealLikesRepository.insert(tx, mealId, userId, signal)
      : await mealLikesRepository.remove(tx, mealId, userId, signal);
    const likes = await mealLikesRepository.recount(tx, mealId);
    return { acknowledged: true, modifiedCount: changed ? 1 : 0, likes, liked };
  });
}
