import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { accountKeys } from '../api/query-keys';

/**
 * A 401 anywhere means the session ended (expired, or logged out on another device): the
 * signed-in user is read again, so the guards send the person to /join instead of leaving
 * a page of errors.
 */
export function useRefreshOnSessionEnd(queryClient: QueryClient) {
  useEffect(() => {
    const sessionEnded = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        sessionEnded(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        sessionEnded(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
