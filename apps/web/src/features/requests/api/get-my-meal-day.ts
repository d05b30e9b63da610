import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export const getMyMealDay = (mealId: string) =>
  api('GET /meals/:id/mine', { params: { id: mealId } });

export const myMealDayQueryOptions = (mealId: string) =>
  queryOptions({ queryKey: requestKeys.mealDay(mealId), queryFn: () => getMyMealDay(mealId) });

/** Today's request of this meal and the requests left; nothing to ask for a visitor. */
export function useMyMealDay(mealId: string, signedIn: boolean) {
  return useQuery({ ...myMealDayQueryOptions(mealId), enabled: signedIn });
}
