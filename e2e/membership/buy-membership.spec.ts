import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { payWithCard, registerResident } from './resident';

test('a resident buys Silver by card, gets the badge, sees the payment in their history and requests a meal', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Morog Polao') });
  await registerResident(page);

  await page.getByRole('link', { name: 'Get Silver' }).click();
  await expect(page).toHaveURL(/\/checkout\/silver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Silver package' })).toBeVisible();
  await expect(page.getByText('৳199', { exact: true })).toBeVisible();
  await expect(page.getByText('Test mode: no real charge')).toBeVisible();
  await expect(page.getByText(/postal|zip/i)).toHaveCount(0);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Silver package activated!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=pi_test_/);
  await expect(
    page.getByRole('heading', { name: 'Payment successful! Badge updated' }),
  ).toBeVisible();
  await expect(page.getByText('Thank you!')).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard\/profile$/, { timeout: 6_000 });
  await expect(page.getByRole('main').getByText(/Silver\s*badge/)).toBeVisible();

  await page.goto('/dashboard/payments');
  const row = page.getByRole('row', { name: /Silver/ });
  await expect(row).toContainText('৳199');
  await expect(row).toContainText(/pi_test_/);

  // The badge now lets them request a meal.
  await page.goto(`/meals/${meal._id}`);
  await page.getByRole('button', { name: 'Request Meal' }).click();
  await expect(page.getByText(MESSAGES.requestSuccess)).toBeVisible();
  await page.goto('/dashboard/requests');
  await expect(page.getByRole('row', { name: meal.title })).toContainText('pending');
});

test('a declined card shows its message and changes nothing', async ({ page }) => {
  await registerResident(page, 'Karim Hossain');
  await page.goto('/checkout/gold');
  await expect(page.getByRole('heading', { level: 1, name: 'Gold package' })).toBeVisible();

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/gold$/);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();

  await page.goto('/dashboard/payments');
  await expect(page.getByText('You have no payments yet.')).toBeVisible();
});

test('an unknown plan is explained, with the real plans to choose from', async ({ page }) => {
  await registerResident(page, 'Tania Akter');
  await page.goto('/checkout/diamond');
  await expect(page.getByRole('heading', { name: 'There is no “diamond” plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get (Silver|Gold|Platinum)$/ })).toHaveCount(3);
});
