import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the entry's stylesheet inside index.html as a <style>: the frame the HTML paints before
 * any script (header, skeleton) then waits for no other file. On a phone's slow link the
 * stylesheet was a request of its own, render-blocking, in the first paint's critical chain.
 * The .css file stays in the build (the manifest, and so the bundle budgets, name it); no page
 * asks for it. docs/decisions/0057-first-load-inline-css-and-meal-preloads.md
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'messmate:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          // A stylesheet cannot end the element early: `</style` would, so such a file stays linked.
          if (/<\/style/i.test(css)) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
