import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';

test('an unknown path shows Page Not Found, and Go Back Home works', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to MessMate/ })).toBeVisible();
});

test('the top bar marks the current page and the footer links to About Us', async ({ page }) => {
  await page.goto('/upcoming-meals');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Upcoming Meals' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The footer is followed from a page without infinite scroll: on Meals, scrolling down to it
  // loads the next six meals, which push it away from under the pointer.
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} MessMate`)).toBeVisible();

  await main.getByRole('link', { name: 'Meals', exact: true }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(main.getByRole('link', { name: 'Meals', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('link', { name: 'Upcoming Meals' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the menu and a link in it navigates and closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Join Us' })).toBeVisible();

    await menu.getByRole('link', { name: 'Meals', exact: true }).click();
    await expect(page).toHaveURL(/\/meals$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
