import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, type ThreadFilters } from './query-keys';

export const getThreads = (filters: ThreadFilters) =>
  api('GET /support/threads', { query: { ...filters } });

export const threadsQueryOptions = (filters: ThreadFilters) =>
  queryOptions({ queryKey: supportKeys.list(filters), queryFn: () => getThreads(filters) });

/** A resident's own threads; for an admin every thread, priority first. */
export function useThreads(filters: ThreadFilters = {}) {
  return useQuery(threadsQueryOptions(filters));
}
