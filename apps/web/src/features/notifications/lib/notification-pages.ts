import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@messmate/shared/schemas/notification';

/** The panel's cached list: pages of notifications, each found by the cursor before it. */
export type NotificationPages = InfiniteData<NotificationPage, string | null>;

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
