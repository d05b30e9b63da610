import type { LikeMealResult } from '@messmate/shared';
import { accountGone } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
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
  const outcome = await mealLikesRepository.setLike(db, { mealId, userId }, liked);
  if (!outcome.account) throw accountGone();
  if (!outcome.found) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
  return {
    acknowledged: true,
    modifiedCount: outcome.changed ? 1 : 0,
    likes: outcome.likes,
    liked,
  };
}
