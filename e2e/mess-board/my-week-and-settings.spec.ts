import { expect, test } from '../fixtures';
import { signInAdmin, signUpResident } from '../support/members';
import { E2E_BASE_URL } from '../support/e2e-env';
import { dhaka, openAdmin, sittingSwitch, standAt } from './board';
import { planDays } from './week-of-meals';

const DAYS = ['2030-08-05', '2030-08-06', '2030-08-07'];

test('My Week: away for two days in one step, with what changed and what was locked', async ({
  page,
  kitchen,
  playwright,
}) => {
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  await planDays(admin, kitchen, DAYS, dhaka('2030-08-01', '09:00:00'));
  await admin.dispose();
  await signUpResident(page, 'Away Arif');
  // Noon on the first day: its breakfast and lunch are past their cut-offs.
  await standAt(page, dhaka('2030-08-05', '12:00:00'), { install: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.goto('/dashboard/my-week');

  await expect(page.getByRole('heading', { name: 'Today, Mon 5 Aug' })).toBeVisible();
  await page.getByLabel('I’m away from').fill('2030-08-05');
  await page.getByLabel('to', { exact: true }).fill('2030-08-06');
  await page.getByRole('button', { name: 'Turn my meals off' }).click();
  const result = page.getByRole('status').filter({ hasText: 'turned off' });
  await expect(result).toContainText('4 sittings turned off. 2 already locked stay as they were.');
  await expect(result.getByRole('listitem')).toHaveText([
    'Mon 5 Aug Dinner',
    'Tue 6 Aug Breakfast',
    'Tue 6 Aug Lunch',
    'Tue 6 Aug Dinner',
    'Mon 5 Aug Breakfast',
    'Mon 5 Aug Lunch',
  ]);
  await expect(sittingSwitch(page, 'Dinner', 'Mon 5 Aug')).toHaveAttribute('aria-checked', 'false');
  await expect(sittingSwitch(page, 'Lunch', 'Tue 6 Aug')).toHaveAttribute('aria-checked', 'false');
  await expect(sittingSwitch(page, 'Lunch', 'Wed 7 Aug')).toHaveAttribute('aria-checked', 'true');

  // A range that ends before it starts is caught before it is sent.
  await page.getByLabel('to', { exact: true }).fill('2030-08-04');
  await page.getByRole('button', { name: 'Turn my meals off' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The last day away must be on or after the first.',
  );
});

test('Mess Settings: a refused save says why and changes nothing; a save is confirmed', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/dashboard/admin/settings');
  const lunch = page.getByRole('group', { name: 'Lunch' });
  await expect(lunch.getByLabel('Starts')).toHaveValue('13:00');
  await lunch.getByLabel('Ends').fill('12:00');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Lunch must end after it starts');
  const stored = await page.request.get('/api/mess-settings');
  expect(((await stored.json()) as { sittings: { ends: string }[] }).sittings[1]?.ends).toBe(
    '15:00',
  );

  // The same times back: saved (and nothing else changes for the other journeys).
  await lunch.getByLabel('Ends').fill('15:00');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mess settings saved.' })).toBeVisible();
});
