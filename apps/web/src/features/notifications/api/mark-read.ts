import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResult, UnreadCount } from '@messmate/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { mapNotifications, type NotificationPages } from './get-notifications';
import { notificationKeys } from './keys';

export const markNotificationsRead = (ids: string[]) =>
  api.post<MarkReadResult>('/notifications/read', { ids });

/** Marks the notifications the panel showed as read; the bell's count follows the answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result, ids) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { count: result.unread });
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (pages) =>
        mapNotifications(pages, (item) =>
          ids.includes(item._id) ? { ...item, read: true } : item,
        ),
      );
    },
  });
}
