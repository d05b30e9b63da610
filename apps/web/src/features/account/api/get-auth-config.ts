import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@messmate/shared/schemas/user';
import { api } from '@/lib/api-client';

export const getAuthConfig = () => api.get<AuthConfig>('/auth-config');

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: getAuthConfig,
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
