import path from 'node:path';
import { chromium } from '@playwright/test';
import type { PickupCode } from '@messmate/shared';
import { expect, test } from '../fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/e2e-env';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin, signUpResident } from '../support/members';
import { writeQrVideo } from './qr-video';

test('the counter scans a resident’s code with the camera, serves it, and the resident sees it delivered', async ({
  page,
  kitchen,
  baseURL,
}, testInfo) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Morog Polao') });
  const resident = await signUpResident(page, 'Scan Sabina');
  await buySilver(page.request);
  // Two requests: Requested Meals lists them while one is still to come.
  const later = await kitchen.addMeal({ title: uniqueTitle('Payesh') });
  for (const mealId of [meal._id, later._id]) {
    const made = await page.request.post('/api/serve-meals', { data: { mealId } });
    expect(made.status(), await made.text()).toBe(201);
  }

  // The resident opens the code from their Requested Meals row.
  await page.goto('/dashboard/requests');
  await page
    .getByRole('row', { name: meal.title })
    .getByRole('link', { name: 'Pickup code' })
    .click();
  const card = page.getByRole('article', { name: `Pickup code for ${meal.title}` });
  await expect(card).toContainText(resident.name);
  await expect(card.getByRole('img', { name: `QR code for ${meal.title}` })).toBeVisible();
  const codes = (await (await page.request.get('/api/pickup-codes')).json()) as PickupCode[];
  const code = codes.find((candidate) => candidate.title === meal.title);
  if (!code) throw new Error('the new request has no pickup code');

  // The kitchen's laptop: a camera that films that QR code.
  const video = path.join(testInfo.outputPath(), 'pickup-code.y4m');
  writeQrVideo(video, code.code);
  const counterBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await counterBrowser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    await context.grantPermissions(['camera']);
    const counter = await context.newPage();
    await signInAdmin(counter);
    await counter.goto('/dashboard/admin/counter');
    await counter.getByRole('button', { name: 'Start camera' }).click();
    const scanned = counter.getByRole('region', { name: 'Scanned code' });
    await expect(scanned).toContainText(resident.name);
    await expect(scanned).toContainText(meal.title);
    await scanned.getByRole('button', { name: 'Serve' }).click();
    await expect(scanned).toContainText(/Served at \d\d:\d\d/);

    // The same code typed again is refused, naming when it was collected.
    await scanned.getByRole('button', { name: 'Next' }).click();
    await counter.getByLabel('Short code').fill(code.shortCode);
    await counter.getByRole('button', { name: 'Look up' }).click();
    await expect(scanned).toContainText(/Already collected at \d\d:\d\d/);
  } finally {
    await counterBrowser.close();
  }

  await page.goto('/dashboard/requests');
  await expect(page.getByRole('row', { name: meal.title })).toContainText('delivered');
  await expect(page.getByRole('row', { name: later.title })).toContainText('pending');
  await page.goto('/dashboard/pickup');
  await expect(page.getByRole('article', { name: `Pickup code for ${later.title}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Pickup code for ${meal.title}` })).toHaveCount(0);
});
