import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@messmate/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { markPagesRead } from '../lib/mark-pages-read';
import type { NotificationPages } from '../lib/notification-pages';
import { notificationKeys } from './query-keys';

export const markNotificationsRead = (ids: string[]) =>
  api('POST /notifications/read', { body: { ids } });

/** Marks the notifications the panel showed as read; the bell's count follows the answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result, ids) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { count: result.unread });
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (pages) =>
        markPagesRead(pages, ids),
      );
    },
  });
}
