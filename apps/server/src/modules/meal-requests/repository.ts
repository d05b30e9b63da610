import { and, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { mealRequests, meals, user } from '../../db/schema';
import { containsPattern } from '../../db/contains-pattern';

/** Keeps Serve Meals bounded; searching narrows it. */
export const REQUEST_LIST_CAP = 1000;

export interface RequestFilters {
  userId?: string;
  search?: string;
  status?: RequestStatus;
}

export const requestWithRequester = {
  id: mealRequests.id,
  mealId: mealRequests.mealId,
  mealTitle: mealRequests.mealTitle,
  /** The meal's Bangla title now, joined: null when it has none or is gone. */
  mealTitleBn: meals.titleBn,
  userId: mealRequests.userId,
  name: user.name,
  email: user.email,
  status: mealRequests.status,
  requestedAt: mealRequests.requestedAt,
  servedAt: mealRequests.servedAt,
};

export function listConditions({
  userId,
  search,
  status,
}: Omit<RequestFilters, 'userId'> & { userId?: string | Placeholder }): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    userId === undefined ? undefined : eq(mealRequests.userId, userId),
    status ? eq(mealRequests.status, status) : undefined,
    pattern
      ? or(
          ilike(user.name, pattern),
          ilike(user.email, pattern),
          ilike(mealRequests.mealTitle, pattern),
        )
      : undefined,
  );
}

function requestsListQuery(
  db: Executor,
  filters: Omit<RequestFilters, 'userId'> & { userId?: string | Placeholder },
) {
  return db
    .select(requestWithRequester)
    .from(mealRequests)
    .innerJoin(user, eq(mealRequests.userId, user.id))
    .leftJoin(meals, eq(mealRequests.mealId, meals.id))
    .where(listConditions(filters))
    .orderBy(desc(mealRequests.requestedAt), desc(mealRequests.id))
    .limit(REQUEST_LIST_CAP);
}

export type MealRequestRow = NonNullable<
  Awaited<ReturnType<typeof mealRequestsRepository.findById>>
>;

export const mealRequestsRepository = {
  async findById(db: Executor, id: string) {
    const [row] = await db
      .select(requestWithRequester)
      .from(mealRequests)
      .innerJoin(user, eq(mealRequests.userId, user.id))
      .leftJoin(meals, eq(mealRequests.mealId, meals.id))
      .where(eq(mealRequests.id, id))
      .limit(1);
    return row;
  },

  /** Newest first; one resident's unfiltered list (My Requests) is prepared once. */
  list(db: Executor, filters: RequestFilters) {
    const { userId, search, status } = filters;
    if (userId === undefined || search || status) return requestsListQuery(db, filters);
    return preparedOnce(db, 'requests_of_user', (executor) =>
      requestsListQuery(executor, { userId: sql.placeholder('userId') }).prepare(
        'requests_of_user',
      ),
    ).execute({ userId });
  },

  /** The list query with its values in place, unexecuted, so its plan can be inspected. */
  listQuery(db: Executor, filters: RequestFilters) {
    return requestsListQuery(db, filters);
  },

  /** pending → delivered, only from pending, so two admins serving at once serve it once. */
  async markDelivered(tx: Executor, id: string, adminId: string, servedAt: Date) {
    const [row] = await tx
      .update(mealRequests)
      .set({ status: 'delivered', servedAt, servedBy: adminId })
      .where(and(eq(mealRequests.id, id), eq(mealRequests.status, 'pending')))
      .returning({
        userId: mealRequests.userId,
        mealId: mealRequests.mealId,
        mealTitle: mealRequests.mealTitle,
        mealTitleBn: sql<
          string | null
        >`(select ${meals.titleBn} from ${meals} where ${meals.id} = ${mealRequests.mealId})`,
      });
    return row;
  },

  /** Deletes the request only when it is this user's and still pending; returns what it was. */
  async deleteOwnPending(db: Executor, id: string, userId: string) {
    const [row] = await db
      .delete(mealRequests)
      .where(
        and(
          eq(mealRequests.id, id),
          eq(mealRequests.userId, userId),
          eq(mealRequests.status, 'pending'),
        ),
      )
      .returning({ mealTitle: mealRequests.mealTitle });
    return row;
  },
};
