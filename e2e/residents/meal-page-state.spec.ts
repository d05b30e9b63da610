import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signUpResident } from '../support/members';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** Whether an element's whole box is inside the viewport, without any scrolling. */
async function fullyOnScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

for (const size of WIDTHS) {
  test(`the meal page shows the resident's day and keeps Like and Request on screen (${size.name})`, async ({
    page,
    kitchen,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const meal = await kitchen.addMeal({
      title: uniqueTitle('Shorshe Ilish'),
      description: 'Hilsa in mustard gravy. '.repeat(12),
    });
    await signUpResident(page, 'Silver Shanta');
    await buySilver(page.request);
    await page.goto(`/meals/${meal._id}`);

    const bar = page.getByTestId('meal-actions');
    await expect(bar.getByRole('button', { name: 'Request Meal' })).toBeEnabled();
    await expect(bar).toContainText('3 of 3 requests left today');
    // Reachable on arrival, without scrolling, even below a long description.
    expect(await fullyOnScreen(page, 'meal-actions')).toBe(true);

    await bar.getByRole('button', { name: /^Like/ }).click();
    await expect(bar.getByRole('button', { name: /^Liked/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await bar.getByRole('button', { name: 'Request Meal' }).click();
    await expect(bar).toContainText('Requested today');
    await expect(bar).toContainText('pending');
    await expect(bar).toContainText('2 of 3 requests left today');

    await page.reload();
    await expect(bar.getByRole('button', { name: /^Liked/ })).toBeVisible();
    await expect(bar).toContainText('2 of 3 requests left today');
    expect(await fullyOnScreen(page, 'meal-actions')).toBe(true);
  });
}
