import { expect, type Page } from '@playwright/test';

/** Each admin table's page: its heading, address and the name of its list of phone cards. */
export const ADMIN_TABLE_PAGES = [
  { name: 'Manage Users', path: '/dashboard/admin/manage-users', cards: 'Users' },
  { name: 'All Meals', path: '/dashboard/admin/all-meals', cards: 'All meals' },
  { name: 'All Reviews', path: '/dashboard/admin/all-reviews', cards: 'All reviews' },
  { name: 'Serve Meals', path: '/dashboard/admin/serve-meal', cards: 'Meal requests' },
  { name: 'Upcoming Meals', path: '/dashboard/admin/upcoming-meals', cards: 'Upcoming meals' },
] as const;

/** Every table of the page fits its box and shows every action: none wider, none cut off. */
export async function expectTablesFit(page: Page, label: string) {
  const windowWidth = page.viewportSize()?.width ?? 0;
  const tables = page.locator('main table');
  await expect(tables.first()).toBeVisible();
  for (const table of await tables.all()) {
    const box = table.locator('xpath=..');
    const [tableWidth, boxWidth] = await Promise.all([
      table.evaluate((node) => node.scrollWidth),
      box.evaluate((node) => node.clientWidth),
    ]);
    expect(tableWidth, `${label}: table wider than its box`).toBeLessThanOrEqual(boxWidth);
    const boxRight = ((await box.boundingBox())?.x ?? 0) + boxWidth;
    for (const control of await table.locator('button, a').all()) {
      const where = await control.boundingBox();
      const right = (where?.x ?? 0) + (where?.width ?? 0);
      expect(right, `${label}: "${await control.textContent()}" cut off`).toBeLessThanOrEqual(
        Math.min(windowWidth, boxRight) + 0.5,
      );
    }
  }
}
