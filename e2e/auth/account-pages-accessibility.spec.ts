import type { Page } from '@playwright/test';
import { axeFor } from '../a11y/axe';
import { signInAdmin } from '../support/members';
import { expect, test } from '../fixtures';
import { registerByApi } from './accounts';

test.describe.configure({ timeout: 180_000 });

async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking)/ })).toHaveCount(0);
  const results = await axeFor(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`the account pages have no axe violations at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/forgot-password', '/reset-password?token=abc', '/reset-password']) {
      await page.goto(path);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
    await registerByApi(page, baseURL, 'Axe Arif');
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('region', { name: 'Edit profile' })).toBeVisible();
    await expectNoViolations(page, `/dashboard/profile at ${width} px`);
    await page.context().clearCookies();
    await signInAdmin(page);
    await page.goto('/dashboard/admin/profile');
    await expect(page.getByRole('region', { name: 'Password reset link' })).toBeVisible();
    await expectNoViolations(page, `/dashboard/admin/profile at ${width} px`);
  });
}
