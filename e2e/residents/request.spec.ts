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
  // Disabled with the reason beside it, before any tap.
  await expect(page.getByRole('button', { name: 'Request Meal' })).toBeDisabled();
  const reason = page.getByText(`${MESSAGES.requestNeedsSubscription}.`);
  await expect(reason).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Meal' })).toHaveAccessibleDescription(
    /You must have a subscription to request a meal/,
  );
  await page.getByTestId('meal-actions').getByRole('link', { name: 'See the plans' }).click();
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
  const status = page.getByTestId('meal-actions');
  await expect(status).toContainText('3 of 3 requests left today');
  await request.click();
  await expect(page.getByText(MESSAGES.requestSuccess)).toBeVisible();
  await expect(status).toContainText('Requested today');
  await expect(status).toContainText('pending');
  await expect(status).toContainText('2 of 3 requests left today');

  await page.goto('/dashboard/requests');
  const row = page.getByRole('row', { name: meal.title });
  await expect(row).toContainText('pending');
  // Cancel asks first: keeping it changes nothing.
  await row.getByRole('button', { name: /^Cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(`Your request for "${meal.title}" will be withdrawn.`);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(MESSAGES.noRequests)).toBeVisible();

  await page.goto(`/meals/${meal._id}`);
  await expect(status).toContainText('3 of 3 requests left today');
  for (let i = 0; i < 3; i += 1) {
    await request.click();
    await expect(status).toContainText(`${2 - i} of 3 requests left today`);
  }
  // At the limit: disabled, with the limit and when it resets, before any tap.
  await expect(request).toBeDisabled();
  await expect(
    status.getByText(
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

  await page.goto(`/meals/${meal._id}`);
  await expect(status).toContainText('delivered');
  await page.goto('/dashboard/requests');
  await expect(page.getByRole('row').filter({ hasText: 'delivered' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'pending' })).toHaveCount(2);
});
