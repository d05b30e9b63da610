import { isUuid, type LikeMealResult } from '@messmate/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { mealLikesRepository } from './repository';

/**
 * Likes the meal for the caller, or takes their like back when they already like it. The
 * count comes from the like rows, whatever a client says it should be.
 */
export async function toggleMealLike(
  db: Database,
  mealId: string,
  userId: string,
): Promise<LikeMealResult> {
  if (!isUuid(mealId)) throw notFound('Meal not found.', 'MEAL_NOT_FOUND');
  return db.transaction(async (tx) => {
    const meal = await mealLikesRepository.lockMeal(tx, mealId);
    if (!meal) throw notFound('Meal not found.', 'MEAL_NOT_FOUND');
    const liked = await mealLikesRepository.insert(tx, mealId, userId);
    if (!liked) await mealLikesRepository.remove(tx, mealId, userId);
    const likes = await mealLikesRepository.recount(tx, mealId);
    return { acknowledged: true, modifiedCount: 1, likes, liked };
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
