import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export const setCutoffReminder = (on: boolean) =>
  api('PUT /users/me/cutoff-reminder', { body: { on } });

/** Turns the reminder on or off; the switch shows the server's answer. */
export function useSetCutoffReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCutoffReminder,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.cutoffReminder, answer),
  });
}
