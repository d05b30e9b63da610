import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signUpResident } from '../support/members';

/** Holds every API answer until `release` is called: an API as slow as it likes. */
async function holdTheApi(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

for (const width of [390, 1280]) {
  test(`a dashboard shows its sidebar, header and bell while the account is checked (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signUpResident(page, 'Patient Parvin');
    const release = await holdTheApi(page);
    await page.goto('/dashboard/requests', { waitUntil: 'commit' });
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    if (width >= 1024) {
      await expect(page.getByRole('link', { name: 'Requested Meals' })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Notifications/ }).first()).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('before any script runs, the page already shows the header and a skeleton', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the app's scripts: what shows now is index.html alone.
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toContainText('MessMate');
  await expect(page.getByRole('status')).toHaveText('Loading MessMate');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
