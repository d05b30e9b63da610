import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { MealCategory } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealRequests, meals, notifications } from '../../db/schema';
import { newMealInCategoryNotice } from './notices';
import { notifyMany } from './notify';

const KIND = 'new_meal_in_category';

/**
 * Tells everyone who has requested a meal of this category before that a new one is on the
 * menu, at most once per person per calendar day in the community's time zone. The day's
 * check is part of the recipients query, and an advisory lock queues concurrent additions,
 * so two meals added at the same moment still make one notification each.
 */
export async function notifyCategoryRequesters(
  tx: Executor,
  meal: { id: string; title: string; category: MealCategory },
  timeZone: string,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${KIND}))`);
  const alreadyToday = tx
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, mealRequests.userId),
        eq(notifications.kind, KIND),
        sql`(${notifications.createdAt} at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`,
      ),
    );
  const recipients = await tx
    .selectDistinct({ userId: mealRequests.userId })
    .from(mealRequests)
    .innerJoin(meals, eq(meals.id, mealRequests.mealId))
    .where(and(eq(meals.category, meal.category), ne(meals.id, meal.id), notExists(alreadyToday)));
  const notice = newMealInCategoryNotice(meal);
  const stored = await notifyMany(
    tx,
    recipients.map(({ userId }) => ({ ...notice, userId })),
  );
  return stored.length;
}
