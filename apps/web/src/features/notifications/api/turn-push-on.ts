import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keyBytes, pushDeviceState } from '../lib/push-device';
import { pushPublicKeyQueryOptions } from './get-push-public-key';
import { notificationKeys } from './query-keys';

/**
 * Asks the person's permission, subscribes the service worker with the server's VAPID key and
 * sends the subscription to the server. Answers the device's state after.
 */
export async function turnPushOn(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return pushDeviceState();
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  await api('POST /push/subscriptions', {
    body: {
      endpoint: endpoint ?? '',
      expirationTime: expirationTime ?? null,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
  return pushDeviceState();
}

export function useTurnPushOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      turnPushOn((await queryClient.fetchQuery(pushPublicKeyQueryOptions)).publicKey),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.push, exact: true }),
  });
}
