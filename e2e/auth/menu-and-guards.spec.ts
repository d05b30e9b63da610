import { E2E_ADMIN } from '../support/e2e-env';
import { expect, test } from '../fixtures';
import { PASSWORD, logInThroughForm, registerByApi } from './accounts';

test('the profile menu shows the name, leads to the dashboard, closes and logs out', async ({
  page,
  baseURL,
}) => {
  await registerByApi(page, baseURL, 'Menu Mahmud');
  await page.goto('/meals');
  const photo = page.getByRole('button', { name: 'Account menu for Menu Mahmud' });
  await photo.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Menu Mahmud');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(photo).toBeFocused();

  await photo.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  await photo.click();
  await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await page.goto('/meals');
  await photo.click();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Join Us' })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/join\?redirect=%2Fdashboard%2Fprofile$/);
});

test("the admin's Dashboard link opens the admin profile", async ({ page }) => {
  await page.goto('/join');
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Admin');
  await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
  await page.goto('/meals');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
});

test('a signed-out visitor is sent to /join and brought back after logging in', async ({
  page,
  baseURL,
}) => {
  const student = await registerByApi(page, baseURL, 'Return Rumana');
  await page.context().clearCookies();

  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/join\?redirect=%2Fdashboard%2Fprofile$/);
  await expect(page.getByText('Please log in to continue where you were.')).toBeVisible();
  await logInThroughForm(page, student.email, PASSWORD, 'Student');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await page.context().clearCookies();
  await page.goto('/dashboard/admin/manage-users');
  await expect(page).toHaveURL(/\/join\?redirect=%2Fdashboard%2Fadmin%2Fmanage-users$/);
});

test('/login leads to /join', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
});

test('a student on an admin page lands on /unauthorized, with a way home', async ({
  page,
  baseURL,
}) => {
  await registerByApi(page, baseURL, 'Curious Student');
  await page.goto('/dashboard/admin/manage-users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('choosing Admin at login does not make a student an admin', async ({ page, baseURL }) => {
  const student = await registerByApi(page, baseURL, 'Pretend Admin');
  await page.context().clearCookies();
  await page.goto('/join');
  await logInThroughForm(page, student.email, PASSWORD, 'Admin');
  // Said plainly, and their own dashboard opens (e2e/auth/login-role.spec.ts has the rest).
  await expect(page.getByText('this is a student account')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await page.goto('/dashboard/admin/manage-users');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu carries the account items, and the dashboard sidebar is a drawer', async ({
    page,
    baseURL,
  }) => {
    await registerByApi(page, baseURL, 'Phone Parvin');
    await page.goto('/meals');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toContainText('Phone Parvin');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    const drawerButton = page.getByRole('button', { name: 'Open dashboard menu' });
    await drawerButton.click();
    const drawer = page.getByRole('dialog', { name: 'My Dashboard menu' });
    for (const link of [
      'My Profile',
      'Requested Meals',
      'Pickup Codes',
      'My Reviews',
      'Payment History',
      'Meal Analytics',
      'Support',
      'Back to Home',
    ]) {
      await expect(drawer.getByRole('link', { name: link })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
