import { E2E_ADMIN } from '../support/e2e-env';
import { expect, test } from '../fixtures';
import { PASSWORD, logInThroughForm, registerByApi, uniqueEmail } from './accounts';

test('a visitor registers, is greeted and is signed in on the home page', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Review meals, earn badges, and upgrade to premium.' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill('Sumaiya Islam');
  await page.getByLabel('Photo URL').fill('https://example.com/sumaiya.jpg');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu for Sumaiya Islam' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
});

test('registering with an email already in use says so in plain words', async ({
  page,
  baseURL,
}) => {
  const taken = await registerByApi(page, baseURL, 'First Owner');
  await page.context().clearCookies();
  await page.goto('/join?tab=register');
  await page.getByLabel('Full name').fill('Second Owner');
  await page.getByLabel('Photo URL').fill('https://example.com/second.jpg');
  await page.getByLabel('Email').fill(taken.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'An account with this email already exists. Log in instead.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/join/);
});

test('a student logs in and lands on My Profile with the Bronze badge', async ({
  page,
  baseURL,
}) => {
  const student = await registerByApi(page, baseURL, 'Rafi Ahmed');
  await page.context().clearCookies();
  await page.goto('/join');
  await logInThroughForm(page, student.email, PASSWORD, 'Student');

  await expect(page.getByText('Student Login Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(main.getByText('Rafi Ahmed')).toBeVisible();
  await expect(main.getByText(student.email)).toBeVisible();
  await expect(main.getByText('Bronze')).toBeVisible();
});

test('the admin logs in and lands on the admin profile with the meals count', async ({ page }) => {
  await page.goto('/join');
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Admin');

  await expect(page.getByText('Admin Login Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeVisible();
  await expect(main.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(main.getByText(/^Meals Added: \d+$/)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  for (const link of [
    'Admin Profile',
    'Manage Users',
    'Add Meal',
    'All Meals',
    'All Reviews',
    'Serve Meals',
    'Counter',
    'Upcoming Meals',
    'Support',
    'Analytics',
    'Back to Home',
  ]) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
});

test('a wrong password is refused in plain words', async ({ page, baseURL }) => {
  const student = await registerByApi(page, baseURL, 'Typo Tahmid');
  await page.context().clearCookies();
  await page.goto('/join');
  await logInThroughForm(page, student.email, 'not the password', 'Student');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/join$/);
});

test('Continue with Google says it is not set up on this server', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByText('Google sign-in is not set up on this server.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Google sign-in is not set up on this server.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/join$/);
});
