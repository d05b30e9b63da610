import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

export const getAuthConfig = () => api('GET /auth-config');

export const authConfigQueryOptions = queryOptions({
  queryKey: accountKeys.authConfig,
  queryFn: getAuthConfig,
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
