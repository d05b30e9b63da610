import { expect, test } from '../fixtures';
import { signUpResident } from '../support/members';
import { E2E_BASE_URL } from '../support/e2e-env';
import { dhaka, openAdmin, sittingSwitch, standAt } from './board';
import { planDays } from './week-of-meals';

const DAY = '2030-07-01';
const NEXT_DAY = '2030-07-02';

test.beforeAll(async ({ playwright, kitchen }) => {
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  await planDays(admin, kitchen, [DAY, NEXT_DAY], dhaka('2030-06-20', '09:00:00'));
  await admin.dispose();
});

test('home shows today’s menu right after the hero: now serving, next, and a countdown', async ({
  page,
}) => {
  await signUpResident(page, 'Home Hasan');
  await standAt(page, dhaka(DAY, '13:20:00'), { install: true });
  await page.goto('/');

  // Right after the hero, before How it works; the catalogue section has lost its old label.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Today’s menu');
  const today = page.getByRole('region', { name: 'Today’s menu' });
  await expect(today.getByRole('article').first()).toContainText('Now serving');
  await expect(today.getByRole('article').first()).toContainText('Lunch');
  await expect(today.getByRole('article').nth(1)).toContainText('Next');
  await expect(today.getByRole('article').nth(1)).toContainText('Dinner');
  await expect(today.getByText('Next cut-off: Dinner at 5:00 pm')).toBeVisible();
  await expect(today.getByRole('timer')).toHaveText(/^3 h 3\d min left$/);
  await expect(page.getByText('Today’s menu', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Meals by Category 🍱' })).toBeVisible();

  // Lunch has locked (10:30); dinner turns off in one tap from here.
  await expect(today.getByText('Locked at 10:30 am')).toBeVisible();
  const dinner = sittingSwitch(page, 'Dinner', 'Mon 1 Jul');
  await dinner.click();
  await expect(dinner).toHaveAttribute('aria-checked', 'false');

  // The countdown runs on the clock: an hour later it says so, to the second in the last hour.
  await page.clock.runFor(60 * 60_000);
  await expect(today.getByRole('timer')).toHaveText(/^2 h 3\d min left$/);
  await standAt(page, dhaka(DAY, '16:59:30'));
  await page.clock.runFor(2000);
  await expect(today.getByRole('timer')).toHaveText(/^2\d s left$/);

  // After dinner, tomorrow's breakfast is next, its cut-off tonight.
  await standAt(page, dhaka(DAY, '21:00:00'));
  await page.reload();
  await expect(today.getByRole('article').first()).toContainText('Now serving');
  await expect(today.getByRole('article').nth(1)).toContainText('Next: Tue 2 Jul');
  await expect(today.getByText('Next cut-off: Breakfast (Tue 2 Jul) at 10:00 pm')).toBeVisible();
});
