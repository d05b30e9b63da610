/**
 * Starts a worker that makes the first Intl formatters, so the renderer's ICU data is loaded off
 * the main thread while the page's code and data are on their way (app/warm-intl.worker.ts).
 */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No worker (a browser's policy): the first formatter on the page loads ICU, as it always did.
  }
}
