import type { InsertedResult } from '@messmate/shared';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { adminMealsRepository } from '../admin-meals/repository';
import { notifyEach } from '../notifications/notify';
import { upcomingMealGone } from './like';
import { publishRepository } from './publish-repository';
import { upcomingMealsRepository } from './repository';

/**
 * In one transaction the upcoming meal becomes a regular meal (its likes and likers carried
 * over, the publishing admin as distributor) and leaves the upcoming list; its likers are told.
 * The row is locked first, so a second publish of the same id, even a concurrent one, finds
 * nothing: 404.
 */
export async function publishUpcomingMeal(
  db: Database,
  admin: Caller,
  id: string,
): Promise<InsertedResult> {
  return db.transaction(async (tx) => {
    const upcoming = await upcomingMealsRepository.lockById(tx, id);
    if (!upcoming) throw upcomingMealGone();
    const meal = await adminMealsRepository.insert(tx, {
      title: upcoming.title,
      category: upcoming.category,
      pricePoisha: upcoming.pricePoisha,
      image: upcoming.image,
      description: upcoming.description,
      titleBn: upcoming.titleBn,
      descriptionBn: upcoming.descriptionBn,
      ingredients: upcoming.ingredients,
      likes: upcoming.likes,
      distributorName: admin.name,
      distributorEmail: admin.email,
      addedBy: admin.id,
    });
    await publishRepository.copyLikesToMeal(tx, id, meal.id);
    await notifyEach(
      tx,
      await publishRepository.likerIds(tx, id),
      notificationTextsInEvery.upcomingPublished({ mealId: meal.id, title: upcoming.title }),
    );
    await upcomingMealsRepository.deleteById(tx, id);
    return { acknowledged: true, insertedId: meal.id };
  });
}
