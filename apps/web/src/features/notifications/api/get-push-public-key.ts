import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** The server's VAPID public key: what this browser subscribes with. */
export const getPushPublicKey = () => api('GET /push/public-key');

export const pushPublicKeyQueryOptions = queryOptions({
  queryKey: notificationKeys.pushPublicKey,
  queryFn: getPushPublicKey,
  staleTime: Infinity,
});
