import { E2E_ADMIN } from '../support/e2e-env';
import { expect, test } from '../fixtures';
import { logInThroughForm, registerByApi } from './accounts';

test('the admin finds a resident by part of their name and makes them an admin', async ({
  browser,
  page,
  baseURL,
}) => {
  const residentPage = await browser.newPage();
  const resident = await registerByApi(residentPage, baseURL, 'Promoted Pritom');
  await residentPage.close();

  await page.goto('/join');
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Admin');
  await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
  await page
    .getByRole('navigation', { name: 'Admin Dashboard' })
    .getByRole('link', { name: 'Manage Users' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();

  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/users') searches.push(url.searchParams.get('search') ?? '');
  });
  const box = page.getByLabel('Search users');
  await box.fill('p');
  await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
  await page.waitForTimeout(600);
  expect(searches).not.toContain('p');

  await box.fill('promoted pri');
  // The unfiltered list may already show the row; the debounced search still has to go out.
  await expect.poll(() => searches).toContain('promoted pri');
  const row = page.getByRole('row', { name: new RegExp(resident.email) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('student');

  const makeAdmin = row.getByRole('button', { name: 'Make Admin (Promoted Pritom)' });
  // A quiet (secondary) button, not the bright primary one on every row.
  await expect(makeAdmin).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await makeAdmin.click();
  await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, make admin' }).click();
  await expect(page.getByRole('heading', { name: 'Updated!' })).toBeVisible();
  await expect(page.getByText('User has been made admin.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Make Admin/ })).toHaveCount(0);

  await box.fill('no such person zzz');
  await expect(page.getByText('No users found')).toBeVisible();
});
