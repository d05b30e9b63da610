import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin, signUpResident } from '../support/members';

test('a Bronze resident is pointed to the plans instead of requesting', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Egg Curry') });
  await page.goto(`/meals/${meal._id}`);
  await page.getByRole('button', { name: 'Request Meal' }).click();
  await expect(page.getByText(MESSAGES.requestLoginRequired)).toBeVisible();

  await signUpResident(page, 'Bronze Badol');
  await page.reload();
  await page.getByRole('button', { name: 'Request Meal' }).click();
  const toast = page.getByRole('status').filter({ hasText: MESSAGES.requestNeedsSubscription });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/#plans-title$/);
  await expect(
    page.getByRole('heading', { name: 'Upgrade Your Meal Experience 🚀' }),
  ).toBeInViewport();
  const requests = await page.request.get('/api/serve-meals', {
    params: { email: (await (await page.request.get('/api/users/me')).json()).email },
  });
  expect(await requests.json()).toEqual([]);
});

test('a Silver resident requests meals up to the daily limit, cancels one, and the admin serves one', async ({
  browser,
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Chola Bhuna'), category: 'Breakfast' });
  const resident = await signUpResident(page, 'Silver Sumaiya');
  await buySilver(page.request);

  await page.goto(`/meals/${meal._id}`);
  const request = page.getByRole('button', { name: 'Request Meal' });
  await request.click();
  await expect(page.getByText(MESSAGES.requestSuccess)).toBeVisible();

  await page.goto('/dashboard/requests');
  const row = page.getByRole('row', { name: meal.title });
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await expect(page.getByText(MESSAGES.noRequests)).toBeVisible();

  await page.goto(`/meals/${meal._id}`);
  for (let i = 0; i < 3; i += 1) {
    await request.click();
    await expect(page.getByText(MESSAGES.requestSuccess).first()).toBeVisible();
    await expect(request).toBeEnabled();
  }
  await request.click();
  await expect(
    page.getByText(
      /^Silver members can request 3 meals a day\. Your limit resets at midnight \(Asia\/Dhaka\), in /,
    ),
  ).toBeVisible();

  const adminPage = await browser.newPage();
  await signInAdmin(adminPage);
  await adminPage.goto('/dashboard/admin/serve-meal');
  await adminPage.getByLabel('Search by user or meal').fill(resident.email);
  const rows = adminPage.getByRole('row', { name: new RegExp(resident.email) });
  await expect(rows).toHaveCount(3);
  await rows
    .first()
    .getByRole('button', { name: /^Serve/ })
    .click();
  await expect(adminPage.getByText(`Served ${meal.title} to ${resident.name}`)).toBeVisible();
  await expect(rows.first()).toContainText('delivered');
  await expect(rows.first().getByRole('button', { name: /^Serve/ })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'pending' })).toHaveCount(2);
  await adminPage.close();

  await page.goto('/dashboard/requests');
  await expect(page.getByRole('row').filter({ hasText: 'delivered' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'pending' })).toHaveCount(2);
});
