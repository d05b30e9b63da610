import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so route loaders can start a page's request
 * while the page's code is still downloading, before any component exists.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
