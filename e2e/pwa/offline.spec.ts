import { MESSAGES } from '@messmate/shared/messages';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signUpResident } from '../support/members';
import { controlledByServiceWorker } from './service-worker';

test.use({ serviceWorkers: 'allow' });

test('offline, a resident still sees their requests with the time they were saved, and a change is refused', async ({
  page,
  context,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Khichuri') });
  await signUpResident(page, 'Offline Oishi');
  await buySilver(page.request);
  const made = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(made.status()).toBe(201);

  await page.goto('/dashboard/requests');
  await controlledByServiceWorker(page);
  // Loaded once through the service worker: its answers are saved.
  await page.reload();
  const row = page.getByRole('row', { name: meal.title });
  await expect(row).toContainText('pending');
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(row).toContainText('pending');
  await expect(banner).toHaveText(/^You're offline: showing what was saved at \d\d:\d\d$/);
  await expectNoSeriousViolations(page, 'requested meals, offline');

  // A change made offline is refused at once, with the reason; nothing waits to be sent.
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByText(MESSAGES.offlineWriteRefused)).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // Back online, the server holds the request as it was: the refused cancel was never sent.
  // (Not by reloading the page: Chromium's offline emulation reaches the service worker late
  // and now and then leaves a reload's API fetch hanging, which no real network does.)
  await page.waitForTimeout(500);
  const requests = await page.request.get('/api/serve-meals', {
    params: { email: (await (await page.request.get('/api/users/me')).json()).email },
  });
  expect((await requests.json()).map((request: { status: string }) => request.status)).toEqual([
    'pending',
  ]);
});

test('offline, the app opens on any page from its saved shell', async ({ page, context }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/meals');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
});
