import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const mealsCountQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['admin', 'meals-count', email],
    queryFn: () => api.get<{ count: number }>('/admin/meals-count', { email }),
  });

export function useMealsCount(email: string) {
  return useQuery(mealsCountQueryOptions(email));
}
