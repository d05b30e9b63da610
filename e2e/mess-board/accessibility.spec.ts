import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../a11y/axe';
import { signInAdmin, signUpResident } from '../support/members';
import { E2E_BASE_URL } from '../support/e2e-env';
import { chooseSitting, dhaka, openAdmin, standAt, TEST_NOW_HEADER } from './board';
import { planDays } from './week-of-meals';

// A fortnight of this spec's own, the page and the server standing at lunch on its Monday.
const MONDAY = '2030-06-10';
const PLANNED = ['2030-06-10', '2030-06-11', '2030-06-12', '2030-06-14', '2030-06-17'];
const LUNCHTIME = dhaka(MONDAY, '13:20:00');

/** Scans the page at each width (and keeps a picture of it with the test's results). */
async function scan(page: Page, path: string, widths: readonly number[], who: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectNoSeriousViolations(page, `${path} as ${who} at ${width} px`);
    const name = `${path.replace(/\?.*$/, '').replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${who}-${width}.png`;
    await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  }
}

test.beforeAll(async ({ playwright, kitchen }) => {
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  await planDays(admin, kitchen, PLANNED, dhaka('2030-06-01', '09:00:00'));
  // Breakfast is over: the kitchen has recorded what was left.
  const res = await admin.put(`/api/kitchen/leftovers/${MONDAY}/Breakfast`, {
    headers: { [TEST_NOW_HEADER]: LUNCHTIME },
    data: { cooked: 120, left: 9 },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
});

test('the menu, as a visitor and as a resident, at 390 and 1280 px', async ({ page }) => {
  test.slow();
  await standAt(page, LUNCHTIME, { install: true });
  await scan(page, '/menu', [390, 1280], 'visitor');
  await signUpResident(page, 'Axe Menu Mitu');
  await scan(page, '/menu', [390, 1280], 'resident');
});

test('home and My Week, as a resident off tonight’s dinner, at 390 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await standAt(page, LUNCHTIME, { install: true });
  await signUpResident(page, 'Axe Board Bithi');
  const off = await chooseSitting(
    page.request,
    { date: MONDAY, sitting: 'Dinner' },
    false,
    LUNCHTIME,
  );
  expect(off.status(), await off.text()).toBe(200);
  for (const path of ['/', '/dashboard/my-week']) await scan(page, path, [390, 1280], 'resident');
});

test('the week planner (with its dialog), the kitchen and the settings, as the admin, at 390 and 1024 px', async ({
  page,
}) => {
  test.slow();
  await signInAdmin(page);
  await standAt(page, LUNCHTIME, { install: true });
  for (const path of [
    `/dashboard/admin/menu?week=${MONDAY}`,
    '/dashboard/admin/kitchen',
    '/dashboard/admin/settings',
  ])
    await scan(page, path, [390, 1024], 'admin');
  // The cook's sheet as it prints.
  await page.goto('/dashboard/admin/kitchen');
  await expect(page.getByText('Live: counts change as residents choose')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('kitchen-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/admin/menu?week=${MONDAY}`);
    await page.getByRole('button', { name: 'Edit Dinner, Wed 12 Jun' }).click();
    await expect(page.getByRole('dialog', { name: 'Dinner, Wed 12 Jun' })).toBeVisible();
    await expectNoSeriousViolations(page, `the planner's dialog at ${width} px`, true);
    await page.screenshot({ path: test.info().outputPath(`planner-dialog-${width}.png`) });
  }
});
