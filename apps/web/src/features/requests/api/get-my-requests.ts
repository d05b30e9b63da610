import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export const getMyRequests = (email: string) => api('GET /serve-meals', { query: { email } });

export const myRequestsQueryOptions = (email: string) =>
  queryOptions({ queryKey: requestKeys.mine(email), queryFn: () => getMyRequests(email) });

/** The signed-in resident's meal requests, newest first. */
export function useMyRequests(email: string) {
  return useQuery(myRequestsQueryOptions(email));
}
