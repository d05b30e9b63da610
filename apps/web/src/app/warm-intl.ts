// Longest the first render waits for the worker: a slow or busy phone renders at most this much
// later, and its main thread loads ICU itself as it always did.
const WAIT_AT_MOST_MS = 250;

/**
 * Starts a worker that makes the first Intl formatters, so the renderer's ICU data is loaded off
 * the main thread (app/warm-intl.worker.ts). Resolves once it has, or failed, or after
 * WAIT_AT_MOST_MS: the first render (its footer formats the year) waits for that, else the main
 * thread's first formatter would load ICU itself while the worker was still at it.
 */
export function warmIntlOffMainThread(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_AT_MOST_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.addEventListener('message', done, { once: true });
      worker.addEventListener('error', done, { once: true });
    } catch {
      // No worker (a browser's policy): the first formatter on the page loads ICU, as it always did.
      done();
    }
  });
}
