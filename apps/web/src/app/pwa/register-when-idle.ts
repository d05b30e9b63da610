/**
 * Registers the service worker once the page is interactive: after the load event, when the
 * browser is idle. Its code (and workbox-window) is a chunk of its own, so the first load of
 * every page stays within the bundle budget and the page never waits on it.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./service-worker-updates').then((m) => m.registerServiceWorker());
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
