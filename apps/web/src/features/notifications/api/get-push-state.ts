import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushDeviceState } from '../lib/push-device';
import { notificationKeys } from './query-keys';

export const pushStateQueryOptions = queryOptions({
  queryKey: notificationKeys.push,
  queryFn: pushDeviceState,
  // Asked again each time the panel opens: the person may have changed it in the browser.
  staleTime: 0,
});

/** Whether this device gets pushes: asked of the browser, not the server. */
export function usePushState() {
  return useQuery(pushStateQueryOptions);
}
