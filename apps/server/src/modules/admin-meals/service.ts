import type { CreateMealInput, CreateMealResult, DeletedResult } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { requireOwnImage } from '../images/own-image';
import { notifyCategoryRequesters } from '../notifications/category-news';
import { toPublicMeal } from '../meals/present';
import { storedMealFields } from './meal-fields';
import { adminMealsRepository } from './repository';

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

export async function deleteMeal(db: Executor, id: string): Promise<DeletedResult> {
  if (!(await adminMealsRepository.deleteById(db, id)))
    throw notFound('Meal not found.', 'MEAL_NOT_FOUND');
  return { acknowledged: true, deletedCount: 1 };
}
