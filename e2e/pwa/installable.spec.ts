import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL } from '../support/e2e-env';
import { controlledByServiceWorker } from './service-worker';

test.use({ serviceWorkers: 'allow' });

test('Chromium finds the app installable: manifest, icons and a service worker that controls the page', async ({
  playwright,
}) => {
  // A persistent profile: Chromium never offers to install from an incognito context, which is
  // what every other test's context is.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'messmate-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app, its colours and its icons, every one of them served', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'MessMate',
    start_url: '/',
    display: 'standalone',
    theme_color: '#c2410c',
    background_color: '#fff7ed',
  });
  const wanted = ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'];
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(
    [...wanted].sort(),
  );
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker is served from the root, checked with the server on every load', async ({
  request,
}) => {
  const response = await request.get('/service-worker.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  // Never kept by the HTTP cache: a new version is seen on the next visit.
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(response.headers()['service-worker-allowed'] ?? '/').toBe('/');
});
