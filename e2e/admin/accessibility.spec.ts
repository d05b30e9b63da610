import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeFor, loadingIndicators } from '../a11y/axe';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin } from '../support/members';

const WIDTHS = [390, 1280];
const PAGES = [
  '/dashboard/admin/add-meal',
  '/dashboard/admin/all-meals',
  '/dashboard/admin/upcoming-meals',
];

async function violations(page: Page) {
  const results = await axeFor(page).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the catalogue pages and the Add Upcoming Meal dialog have no axe violations', async ({
  page,
  kitchen,
}) => {
  test.setTimeout(150_000);
  // A meal and an upcoming meal of this journey's own, so the tables are scanned with rows.
  await kitchen.addMeal({ title: uniqueTitle('Axe Catalogue Curry') });
  await kitchen.addUpcomingMeal({ title: uniqueTitle('Axe Catalogue Pitha') });
  // Signed in through the API: the Join page's admin login has journeys of its own (e2e/auth).
  await signInAdmin(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loadingIndicators(page)).toHaveCount(0);
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
    }
    await page.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Upcoming Meal' })).toBeVisible();
    expect(await violations(page), `the dialog at ${width} px`).toEqual([]);
  }
});
