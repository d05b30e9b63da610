import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, type UsersPageQuery } from './query-keys';

export const usersPageQueryOptions = (query: UsersPageQuery) =>
  queryOptions({
    queryKey: adminKeys.usersPage(query),
    queryFn: () => api('GET /admin/users', { query }),
    // While the next page or search loads, the last one stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

/** One page of Manage Users, searched and filtered by the server. */
export function useUsersPage(query: UsersPageQuery) {
  return useQuery(usersPageQueryOptions(query));
}
