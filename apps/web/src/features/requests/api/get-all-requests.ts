import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys, type RequestsPageQuery } from './query-keys';

export const allRequestsQueryOptions = (query: RequestsPageQuery) =>
  queryOptions({
    queryKey: requestKeys.everyone(query),
    queryFn: () => api('GET /admin/serve-meals', { query }),
    // While a new page or search loads, the last results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

/** One page of every meal request (admins), searched and filtered by the server. */
export function useAllRequests(query: RequestsPageQuery) {
  return useQuery(allRequestsQueryOptions(query));
}
