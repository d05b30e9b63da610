import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/e2e-env';
import { expect, test } from '../fixtures';
import { axeFor } from '../a11y/axe';
import { logInThroughForm, registerByApi } from './accounts';

// Each test scans several pages with axe at two widths: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [390, 1280];

async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking)/ })).toHaveCount(0);
  const results = await axeFor(page).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

test('the Join page and the resident pages have no axe violations', async ({ page, baseURL }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/join');
    await expectNoViolations(page, `/join login at ${width} px`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await expectNoViolations(page, `/join register at ${width} px`);
  }
  await registerByApi(page, baseURL, 'Axe Ayesha');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/dashboard/profile', '/unauthorized']) {
      await page.goto(path);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  }
});

test('the admin pages have no axe violations', async ({ page }) => {
  await page.goto('/join');
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Admin');
  await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/dashboard/admin/profile', '/dashboard/admin/manage-users']) {
      await page.goto(path);
      await expect(page.getByText('Loading meals...')).toHaveCount(0);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  }
});
