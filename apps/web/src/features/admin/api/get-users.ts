import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH } from '@messmate/shared/constants';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The text actually sent: searching starts at 2 characters, shorter lists everyone. */
export function effectiveSearch(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= USER_SEARCH_MIN_LENGTH ? trimmed : '';
}

export const usersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminKeys.usersMatching(search),
    queryFn: () => api('GET /users', { query: { search } }),
    placeholderData: keepPreviousData,
  });

export function useUsers(searchText: string) {
  return useQuery(usersQueryOptions(effectiveSearch(searchText)));
}
