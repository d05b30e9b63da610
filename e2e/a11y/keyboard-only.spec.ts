import { expect, test } from '../fixtures';
import { focusIsInside, focusNotBehind, tabTo } from './keys';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin, signUpStudent } from './people';

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('the phone menu opens, is walked and closes with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Meals', exact: true }));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Upcoming Meals' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/upcoming-meals$/);
  await expect(menu).toBeHidden();
});

test('the profile menu opens, moves with the arrows, closes and leads on with the keyboard alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpStudent(page, 'Keyboard Kamal');
  await page.goto('/meals');
  const button = page.getByRole('button', { name: 'Account menu for Keyboard Kamal' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account' });
  const dashboard = menu.getByRole('menuitem', { name: 'Dashboard' });
  const logout = menu.getByRole('menuitem', { name: 'Logout' });
  await expect(dashboard).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(logout).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dashboard).toBeFocused();
  await page.keyboard.press('End');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dashboard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

test('the Add Upcoming Meal dialog keeps the focus inside, closes on Escape and gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  await page.goto('/dashboard/admin/upcoming-meals');
  const opener = page.getByRole('button', { name: 'Add Upcoming Meal' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Upcoming Meal' });
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusNotBehind(page, dialog), `focus after ${presses + 1} Tabs`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a sweetalert2 confirmation takes the focus, keeps it, cancels on Escape and gives it back', async ({
  page,
  kitchen,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { title } = await kitchen.addMeal({ title: uniqueTitle('Keyboard Kabab') });
  await signInAdmin(page);
  // All Meals pages its meals: searching for this one puts it on the first page.
  await page.goto(`/dashboard/admin/all-meals?q=${encodeURIComponent(title)}`);
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  await expect(remove).toBeVisible();
  // Three stops (View, Edit, Delete) a meal: allow Tab through all of them.
  const meals = await page.getByRole('button', { name: /^Delete / }).count();
  await tabTo(page, remove, { max: 3 * meals + 40 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(confirm)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(1);
});

test('a student pays for Silver with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signUpStudent(page, 'Keyboard Kobita');
  await page.goto('/checkout/silver');
  await expect(page.getByRole('heading', { level: 1, name: 'Silver package' })).toBeVisible();
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await page.keyboard.type(expiry);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVC')).toBeFocused();
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Payment successful! Badge updated' }),
  ).toBeVisible();
});
