import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { API_CACHE, isOfflineApi, SAVED_AT_HEADER } from './offline-api';

/** The copy kept carries the time it was saved; the answer the page gets now is untouched. */
const stampSavedAt: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/** GET answers on the offline list: network first, the saved copy only when the network fails. */
export function cacheOfflineApi(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && isOfflineApi(url.pathname),
    new NetworkFirst({
      cacheName: API_CACHE,
      plugins: [
        stampSavedAt,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      ],
    }),
  );
  // One person's saved answers are never shown to the next on a shared phone.
  registerRoute(
    ({ url }) => url.pathname === '/api/auth/sign-out',
    async ({ request }) => {
      await caches.delete(API_CACHE);
      return fetch(request);
    },
    'POST',
  );
}
