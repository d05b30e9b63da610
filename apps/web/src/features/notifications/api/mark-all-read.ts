import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResult, UnreadCount } from '@messmate/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { mapNotifications, type NotificationPages } from './get-notifications';
import { notificationKeys } from './keys';

export const markAllNotificationsRead = () => api.post<MarkReadResult>('/notifications/read-all');

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (result) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { count: result.unread });
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (pages) =>
        mapNotifications(pages, (item) => ({ ...item, read: true })),
      );
    },
  });
}
