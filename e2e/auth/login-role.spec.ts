import { MESSAGES } from '@messmate/shared/messages';
import { E2E_ADMIN } from '../support/e2e-env';
import { expect, test } from '../fixtures';
import { PASSWORD, logInThroughForm, registerByApi } from './accounts';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a student who picks Admin is told plainly and lands on their own dashboard', async ({
      page,
      baseURL,
    }) => {
      const student = await registerByApi(page, baseURL, 'Role Rumana');
      await page.context().clearCookies();
      await page.goto('/join');
      await logInThroughForm(page, student.email, PASSWORD, 'Admin');

      await expect(
        page.getByText(
          'You chose Admin, but this is a student account. You are signed in as a student.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      await expect(page.getByText(MESSAGES.adminLoginSuccess)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    });

    test('an admin who picks Student is told so and lands on the admin dashboard', async ({
      page,
    }) => {
      await page.goto('/join');
      await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Student');
      await expect(
        page.getByText(
          'You chose Student, but this is an admin account. You are signed in as an admin.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
      await expect(page.getByText(MESSAGES.studentLoginSuccess)).toHaveCount(0);
    });

    test('a wrong password shows its error once, and is gone after the right one', async ({
      page,
      baseURL,
    }) => {
      const student = await registerByApi(page, baseURL, 'Retry Riyad');
      await page.context().clearCookies();
      await page.goto('/join');
      await logInThroughForm(page, student.email, 'not the password', 'Student');
      const wrong = page.getByText('Wrong email or password.');
      await expect(wrong).toHaveCount(1);
      await expect(page.getByRole('alert')).toContainText('Wrong email or password.');

      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText(MESSAGES.studentLoginSuccess)).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      await expect(wrong).toHaveCount(0);
    });
  });
}

test('/login leads to /join with its query and logs no router warning', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    // The journeys' browser refuses service workers (e2e/pwa turns them on) and says so itself.
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/login?redirect=%2Fmeals');
  await expect(page).toHaveURL(/\/join\?redirect=%2Fmeals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
  expect(logged).toEqual([]);
});
