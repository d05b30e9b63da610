import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './query-keys';

export const getThread = (id: string) => api('GET /support/threads/:id', { params: { id } });

export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.thread(id),
    queryFn: () => getThread(id),
    // The other side may answer at any moment: look again while the page stays open.
    refetchInterval: 30_000,
  });

/** One thread with its messages, oldest first. */
export function useThread(id: string) {
  return useQuery(threadQueryOptions(id));
}
