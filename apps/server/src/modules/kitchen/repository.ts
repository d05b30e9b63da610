import { and, count, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Sitting } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { kitchenLeftovers, mealRequests, meals, menuSittings } from '../../db/schema';

export const kitchenRepository = {
  /** A day's requests per dish and status, with each dish's category (deleted dishes have none). */
  requestsOfDay(db: Executor, date: string) {
    return db
      .select({
        category: meals.category,
        mealId: mealRequests.mealId,
        title: mealRequests.mealTitle,
        status: mealRequests.status,
        count: count(),
      })
      .from(mealRequests)
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .where(eq(mealRequests.communityDay, date))
      .groupBy(meals.category, mealRequests.mealId, mealRequests.mealTitle, mealRequests.status)
      .orderBy(mealRequests.mealTitle);
  },

  leftoversOfDay(db: Executor, date: string) {
    return db
      .select({
        sitting: kitchenLeftovers.sitting,
        cooked: kitchenLeftovers.cooked,
        left: kitchenLeftovers.left,
      })
      .from(kitchenLeftovers)
      .where(eq(kitchenLeftovers.date, date));
  },

  /** The same sitting's last recorded days before `date` that had residents eating. */
  history(db: Executor, sitting: Sitting, before: string, limit: number) {
    return db
      .select({
        cooked: kitchenLeftovers.cooked,
        left: kitchenLeftovers.left,
        eating: menuSittings.frozenEating,
      })
      .from(kitchenLeftovers)
      .innerJoin(
        menuSittings,
        and(
          eq(menuSittings.date, kitchenLeftovers.date),
          eq(menuSittings.sitting, kitchenLeftovers.sitting),
        ),
      )
      .where(
        and(
          eq(kitchenLeftovers.sitting, sitting),
          lt(kitchenLeftovers.date, before),
          isNotNull(menuSittings.frozenEating),
          gt(menuSittings.frozenEating, 0),
        ),
      )
      .orderBy(desc(kitchenLeftovers.date))
      .limit(limit);
  },

  async saveLeftovers(
    tx: Executor,
    values: { date: string; sitting: Sitting; cooked: number; left: number; recordedBy: string },
  ) {
    await tx
      .insert(kitchenLeftovers)
      .values(values)
      .onConflictDoUpdate({
        target: [kitchenLeftovers.date, kitchenLeftovers.sitting],
        set: {
          cooked: values.cooked,
          left: values.left,
          recordedBy: values.recordedBy,
          updatedAt: new Date(),
        },
      });
  },
};
