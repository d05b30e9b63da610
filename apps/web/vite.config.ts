import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './build/app-manifest.ts';
import { inlineEntryCss } from './build/inline-css.ts';
import { precompileMessages } from './build/precompile-messages.ts';
import { precompress } from './build/precompress.ts';

// The browser gets Preact (about 10 kB gzipped) where the code says React (react-dom alone is about
// 60 kB): the only way under the 96 kB first-load budget. Types stay React's (@types/react).
// docs/decisions/0005-preact-compat-for-bundle-size.md
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [
    precompileMessages(),
    react(),
    tailwindcss(),
    inlineEntryCss(),
    // The service worker is ours (sw/service-worker.ts: offline pages, push); Workbox precaches
    // the build into it. It is registered by the app after the page is interactive
    // (lib/pwa), never by an injected script. docs/decisions/0026-installable-app-and-offline.md
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: appManifest,
      injectManifest: {
        // The shell, every route's chunk and the icons; not the demo pictures or .br/.gz twins.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['images/**', '**/*.br', '**/*.gz'],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }, ...preactCompat],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The manifest maps each route's module to its chunks: bench/web and the bundle budget read it.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the app supports (ES2022) knows modulepreload: Vite's polyfill only cost the
    // first task a scan of the document and a MutationObserver (about 3 ms of a load's 35).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Left alone, every small module that two pages share (a skeleton, the rating stars,
        // the messages) became a chunk of its own: a meal's page waited on 16 files over a
        // phone's few connections. The shared UI parts, lib and constants go in one chunk.
        // Not the sentences with a link inside (lib/i18n/rich-text.tsx): Lingui's Trans comes
        // with them, and only a few pages have any, none of them Home. Nor the dialogs
        // (ui/dialog.ts, ui/modal-dialog.tsx): only pages with a confirmation or a form in a
        // dialog use them, none of them Home, whose first load has no byte to spare.
        codeSplitting: {
          groups: [
            // TanStack Query and React Router, which every page's first load holds: one file, not
            // six (a phone opens only a few connections at once; 2.9 kB less gzip on every page).
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](@tanstack[\\/]query-core|@tanstack[\\/]react-query|react-router)[\\/]/,
            },
            {
              name: 'common',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib)[\\/](?!i18n[\\/]rich-text|dialog\.ts|modal-dialog)|[\\/]packages[\\/]shared[\\/]src[\\/](constants|messages)\.ts$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
