import type { EditMealInput, EditMealResult } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { requireOwnImage } from '../images/own-image';
import { toPublicMeal } from '../meals/present';
import { storedMealFields } from './meal-fields';
import { adminMealsRepository } from './repository';
import { WORDINGS } from '../../lib/wordings';

/**
 * Changes a meal's title, category, photo (an image this server holds), ingredients,
 * description and price in one transaction; its likes, reviews, rating and distributor stay.
 */
export async function editMeal(
  db: Executor,
  id: string,
  input: EditMealInput,
  publicOrigin: string,
): Promise<EditMealResult> {
  const image = await requireOwnImage(db, input.image, publicOrigin);
  const row = await db.transaction(async (tx) => {
    const updated = await adminMealsRepository.update(tx, id, storedMealFields(input, image));
    if (updated) await adminMealsRepository.retitleReviews(tx, id, input.title);
    return updated;
  });
  if (!row) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
  return { acknowledged: true, modifiedCount: 1, meal: toPublicMeal(row) };
}
