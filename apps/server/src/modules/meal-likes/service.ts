import type { LikeMealResult } from '@messmate/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { mealLikesRepository } from './repository';

/**
 * Sets the caller's like to `wanted`, or toggles it when nothing is asked. The count comes
 * from the like rows, whatever a client says it should be.
 */
export async function setMealLike(
  db: Database,
  mealId: string,
  userId: string,
  wanted?: boolean,
): Promise<LikeMealResult> {
  return db.transaction(async (tx) => {
    const meal = await mealLikesRepository.lockMeal(tx, mealId);
    if (!meal) throw notFound('Meal not found.', 'MEAL_NOT_FOUND');
    let liked: boolean;
    let changed: boolean;
    if (wanted === false) {
      changed = await mealLikesRepository.remove(tx, mealId, userId);
      liked = false;
    } else {
      changed = await mealLikesRepository.insert(tx, mealId, userId);
      liked = true;
      if (!changed && wanted === undefined) {
        changed = await mealLikesRepository.remove(tx, mealId, userId);
        liked = false;
      }
    }
    const likes = await mealLikesRepository.recount(tx, mealId);
    return { acknowledged: true, modifiedCount: changed ? 1 : 0, likes, liked };
  });
}

/** Whether a viewer likes a meal; a visitor likes nothing. */
export function likedByViewer(
  db: Executor,
  mealId: string,
  viewerId: string | undefined,
): Promise<boolean> {
  return viewerId ? mealLikesRepository.isLikedBy(db, mealId, viewerId) : Promise.resolve(false);
}
