import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@messmate/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

const PAGE_SIZE = 15;

export const getNotifications = (cursor: string | null) =>
  api.get<NotificationPage>('/notifications', { limit: PAGE_SIZE, cursor });

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

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

/** The cached pages with `change` applied to every notification. */
export function mapNotifications(
  pages: NotificationPages | undefined,
  change: (item: Notification) => Notification,
): NotificationPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, items: page.items.map(change) })),
  };
}

/** The cached pages with a notification that just arrived put first (once). */
export function prependNotification(
  pages: NotificationPages | undefined,
  item: Notification,
): NotificationPages | undefined {
  const [first, ...rest] = pages?.pages ?? [];
  if (!pages || !first) return pages;
  if (pages.pages.some((page) => page.items.some((known) => known._id === item._id))) return pages;
  return { ...pages, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
}
