import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@messmate/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { markPagesRead } from '../lib/mark-pages-read';
import type { NotificationPages } from '../lib/notification-pages';
import { notificationKeys } from './query-keys';

export const markAllNotificationsRead = () => api('POST /notifications/read-all');

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (result) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { count: result.unread });
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (pages) =>
        markPagesRead(pages),
      );
    },
  });
}
