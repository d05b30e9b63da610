import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export const getAllRequests = (search: string) => api('GET /serve-meals', { query: { search } });

export const allRequestsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: requestKeys.everyone(search),
    queryFn: () => getAllRequests(search),
    // While a new search runs, the last results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

/** Every meal request (admins), narrowed by a resident's name or email or a meal's title. */
export function useAllRequests(search: string) {
  return useQuery(allRequestsQueryOptions(search));
}
