import { expect, test } from '../fixtures';

test.describe('the language switch', () => {
  test('a visitor switches to Bangla, keeps it on the next visit, and switches back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Home' })).toBeVisible();

    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(main.getByRole('link', { name: 'হোম' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await page.reload();
    await expect(main.getByRole('link', { name: 'হোম' })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(main.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a phone reader finds the switch in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'বাংলা' })
      .click();
    // The page is drawn again in Bangla; the menu opens anew.
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page
      .getByRole('button', { name: /menu|মেনু/i })
      .first()
      .click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'হোম' }),
    ).toBeVisible();
  });
});
