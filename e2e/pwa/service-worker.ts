import type { Page } from '@playwright/test';

/**
 * Waits until the app's service worker (registered after the page is interactive) is active
 * and controls the page: from then on the page's requests pass through it.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  // A string: the page's globals are not in the tests' TypeScript (no DOM lib).
  await page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  })()`);
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** The notifications the service worker's registration is showing now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  })()`);
}
