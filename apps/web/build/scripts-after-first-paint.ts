import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/**
 * Asks for the app's entry script and its module preloads at low priority. index.html paints
 * its frame with the stylesheet alone; at high priority about 100 kB of scripts shared a slow
 * phone's connection with that stylesheet (and the meal photo, the Bengali font), and
 * Lighthouse counts every high-priority script as holding back the first paint. Low priority
 * sends the stylesheet first; the scripts still start at once, in parallel.
 * docs/decisions/0053-lighthouse-mobile-first-paint-and-layout-shift.md
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'messmate:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low"')
          .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
