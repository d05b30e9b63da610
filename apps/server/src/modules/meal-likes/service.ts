import type { LikeMealResult } from '@messmate/shared';
import { accountGone } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/database-errors';
import { notFound } from '../../lib/http-error';
import { mealLikesRepository, type LikeOutcome } from './repository';
import { WORDINGS } from '../../lib/wordings';

const mealNotFound = () => notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');

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
  let outcome: LikeOutcome;
  try {
    outcome = await mealLikesRepository.setLike(db, { mealId, userId }, liked);
  } catch (error) {
    // The meal was deleted between the statement's snapshot and the end of its insert.
    if (isForeignKeyViolation(error)) throw mealNotFound();
    throw error;
  }
  if (!outcome.account) throw accountGone();
  if (!outcome.found) throw mealNotFound();
  return {
    acknowledged: true,
    modifiedCount: outcome.changed ? 1 : 0,
    likes: outcome.likes,
    liked,
  };
}
