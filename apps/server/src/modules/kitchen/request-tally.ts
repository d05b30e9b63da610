import type { HeadcountSitting, RequestStatus, Sitting } from '@messmate/shared';

interface RequestGroup {
  category: Sitting;
  mealId: string | null;
  title: string;
  status: RequestStatus;
  count: number;
}

/** A day's requests for meals of one sitting's category: in all, and per dish. */
export function tallyRequests(
  groups: readonly RequestGroup[],
  sitting: Sitting,
): HeadcountSitting['requests'] {
  const byMeal = new Map<
    string,
    { mealId: string | null; title: string; pending: number; delivered: number }
  >();
  let pending = 0;
  let delivered = 0;
  for (const group of groups) {
    if (group.category !== sitting) continue;
    const key = group.mealId ?? group.title;
    const dish = byMeal.get(key) ?? {
      mealId: group.mealId,
      title: group.title,
      pending: 0,
      delivered: 0,
    };
    dish[group.status] += group.count;
    if (group.status === 'pending') pending += group.count;
    else delivered += group.count;
    byMeal.set(key, dish);
  }
  return { pending, delivered, byMeal: [...byMeal.values()] };
}
