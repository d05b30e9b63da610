import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentSubscription, pushDeviceState } from '../lib/push-device';
import { notificationKeys } from './query-keys';

/** Tells the server to stop, then unsubscribes the browser. Answers the device's state after. */
export async function turnPushOff() {
  const subscription = await currentSubscription();
  if (subscription) {
    await api('DELETE /push/subscriptions', { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return pushDeviceState();
}

export function useTurnPushOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnPushOff,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.push, exact: true }),
  });
}
