import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

const PAGE_SIZE = 15;

export const getNotifications = (cursor: string | null) =>
  api('GET /notifications', { query: { limit: PAGE_SIZE, cursor } });

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
});

/** Newest first, a page at a time ('Show older' asks for the next). */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}
