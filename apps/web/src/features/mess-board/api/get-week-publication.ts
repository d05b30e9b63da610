import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export const weekPublicationQueryOptions = (monday: string) =>
  queryOptions({
    queryKey: boardKeys.publication(monday),
    queryFn: () => api('GET /menu/publication', { query: { from: monday } }),
  });

/** When the week starting `monday` was last published, by whom, and whether it changed since. */
export function useWeekPublication(monday: string) {
  return useQuery(weekPublicationQueryOptions(monday));
}
