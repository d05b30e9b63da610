import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export const cutoffReminderQueryOptions = queryOptions({
  queryKey: notificationKeys.cutoffReminder,
  queryFn: () => api('GET /users/me/cutoff-reminder'),
});

/** Whether the signed-in resident asked for a push before each sitting's cut-off. */
export function useCutoffReminder() {
  return useQuery(cutoffReminderQueryOptions);
}
