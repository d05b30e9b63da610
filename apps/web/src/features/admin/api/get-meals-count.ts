import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const mealsCountQueryOptions = (email: string) =>
  queryOptions({
    queryKey: adminKeys.mealsCount(email),
    queryFn: () => api('GET /admin/meals-count', { query: { email } }),
  });

export function useMealsCount(email: string) {
  return useQuery(mealsCountQueryOptions(email));
}
