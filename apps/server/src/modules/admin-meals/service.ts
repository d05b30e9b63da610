import { type CreateMealInput, type CreateMealResult, type DeletedResult } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { menuRepository } from '../menu/repository';
import { requireOwnImage } from '../images/own-image';
import { notifyCategoryRequesters } from '../notifications/category-news';
import { toPublicMeal } from '../meals/present';
import { storedMealFields } from './meal-fields';
import { adminMealsRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';
import { WORDINGS } from '../../lib/wordings';

/**
 * Adds a meal with the signed-in admin as its distributor, whatever the body says, and in
 * the same transaction tells residents who have requested its category before (once a day).
 */
export async function addMeal(
  db: Executor,
  admin: Caller,
  input: CreateMealInput,
  publicOrigin: string,
  timeZone: string,
): Promise<CreateMealResult> {
  const image = await requireOwnImage(db, input.image, publicOrigin);
  const row = await db.transaction(async (tx) => {
    const meal = await adminMealsRepository.insert(tx, {
      ...storedMealFields(input, image),
      distributorName: admin.name,
      distributorEmail: admin.email,
      addedBy: admin.id,
    });
    await notifyCategoryRequesters(tx, meal, timeZone);
    return meal;
  });
  return { acknowledged: true, insertedId: row.id, meal: toPublicMeal(row) };
}

/**
 * Deletes a meal, unless it is on a menu not yet served: that is refused, naming where. A past
 * menu keeps the dish by its kept title (menu_meals.meal_id becomes null).
 */
export async function deleteMeal(db: Database, id: string, now: Date): Promise<DeletedResult> {
  return db.transaction(async (tx) => {
    const meal = await adminMealsRepository.lockForDelete(tx, id);
    if (!meal) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
    const uses = await menuRepository.futureUsesOfMeal(tx, id, now);
    if (uses.length > 0)
      throw conflict(WORDS.board.mealOnFutureMenu(meal.title, uses), 'MEAL_ON_MENU');
    // Its kept answers are forgotten by the trigger of migration 0025.
    await adminMealsRepository.deleteById(tx, id);
    return { acknowledged: true as const, deletedCount: 1 };
  });
}
