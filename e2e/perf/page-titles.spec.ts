import { expect, test } from '../fixtures';

// The build runs Preact for React (docs/decisions/0005): each page's <title> must still become
// the document's title, as React 19 would make it, and leave nothing in the page.
test('each page names itself in the document title, also after client-side navigation', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('MessMate · Hostel meals, every day');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Upcoming Meals' })
    .click();
  await expect(page).toHaveURL(/\/upcoming-meals$/);
  await expect(page).toHaveTitle('Upcoming Meals · MessMate');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Meals', exact: true })
    .click();
  await expect(page).toHaveTitle('Meals · MessMate');

  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found · MessMate');
  await expect(page.locator('body title')).toHaveCount(0);
});
