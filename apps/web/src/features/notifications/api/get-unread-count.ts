import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export const getUnreadCount = () => api('GET /notifications/unread-count');

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: getUnreadCount,
  staleTime: 30_000,
});

/**
 * The bell's number. The live stream keeps it current; `pollMs` refreshes it on a timer
 * only while the stream is down.
 */
export function useUnreadCount(enabled: boolean, pollMs: number | false) {
  const query = useQuery({ ...unreadCountQueryOptions, enabled, refetchInterval: pollMs });
  return enabled ? (query.data?.count ?? 0) : 0;
}
