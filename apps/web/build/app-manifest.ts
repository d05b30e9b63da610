import type { ManifestOptions } from 'vite-plugin-pwa';

const BRAND = '#c2410c';
const PAPER = '#fff7ed';

/** The web app manifest: what a phone shows when MessMate is installed to the home screen. */
export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'MessMate · Hostel meals',
  short_name: 'MessMate',
  description:
    "Today's menu, your meal requests and pickup codes, and word when your meal is served.",
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND,
  background_color: PAPER,
  lang: 'en',
  categories: ['food', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
