import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealRequests, meals, user } from '../../db/schema';
import {
  listConditions,
  requestWithRequester,
  type RequestFilters,
} from '../meal-requests/repository';
import type { Slice } from '../../db/slice';

/** Serve Meals, a page at a time, newest first. */
export const requestsPageRepository = {
  rows(db: Executor, filters: RequestFilters, slice: Slice) {
    return db
      .select(requestWithRequester)
      .from(mealRequests)
      .innerJoin(user, eq(mealRequests.userId, user.id))
      .leftJoin(meals, eq(mealRequests.mealId, meals.id))
      .where(listConditions(filters))
      .orderBy(desc(mealRequests.requestedAt), desc(mealRequests.id))
      .limit(slice.limit)
      .offset(slice.offset);
  },

  async count(db: Executor, filters: RequestFilters): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(mealRequests)
      .innerJoin(user, eq(mealRequests.userId, user.id))
      .where(listConditions(filters));
    return row?.value ?? 0;
  },
};
