import type { NotificationPages } from './notification-pages';

/** The cached pages with the notifications `ids` names (or all, without ids) shown as read. */
export function markPagesRead(
  pages: NotificationPages | undefined,
  ids?: readonly string[],
): NotificationPages | undefined {
  if (!pages) return pages;
  const isMarked = (id: string) => ids === undefined || ids.includes(id);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (isMarked(item._id) ? { ...item, read: true } : item)),
    })),
  };
}
