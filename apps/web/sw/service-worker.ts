import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cacheOfflineApi } from './api-cache';
import { showPushes } from './push-notifications';

declare const self: ServiceWorkerGlobalScope;

// The whole build (shell, every route's chunk, icons) as one versioned set: a page never mixes
// files of two versions. A new version waits until the page asks it to take over (the reload
// prompt), then claims every tab, which reloads.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Every page of the app is the same index.html; the API and files are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /\/[^/]+\.[^/]+$/],
  }),
);

cacheOfflineApi();
showPushes();
