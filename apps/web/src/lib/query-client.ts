import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so route loaders can start a page's request
 * while the page's code is still downloading, before any component exists.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Offline, a query still asks: the service worker answers from its saved copy (and the page
    // says how old it is). A change is never paused to run later: the API client refuses it.
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
    mutations: { networkMode: 'always' },
  },
});
