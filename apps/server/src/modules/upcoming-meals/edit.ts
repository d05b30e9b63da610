import type { DeletedResult, EditMealInput, ModifiedResult } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { requireOwnImage } from '../images/own-image';
import { storedMealFields } from '../admin-meals/meal-fields';
import { upcomingMealGone } from './like';
import { upcomingMealsRepository } from './repository';

/** Changes an upcoming meal's fields (a photo this server holds); its likes and poster stay. */
export async function editUpcomingMeal(
  db: Executor,
  id: string,
  input: EditMealInput,
  publicOrigin: string,
): Promise<ModifiedResult> {
  const image = await requireOwnImage(db, input.image, publicOrigin);
  const found = await upcomingMealsRepository.update(db, id, storedMealFields(input, image));
  if (!found) throw upcomingMealGone();
  return { acknowledged: true, modifiedCount: 1 };
}

/** Takes an upcoming meal off the list, with its likes; it never reaches the menu. */
export async function deleteUpcomingMeal(db: Executor, id: string): Promise<DeletedResult> {
  if (!(await upcomingMealsRepository.deleteById(db, id))) throw upcomingMealGone();
  return { acknowledged: true, deletedCount: 1 };
}
