import { MEALS_PAGE_SIZE } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fetchMeals, fetchMealsError } from './meals-api';

const mealTitles = (page: Page) =>
  page.getByRole('list', { name: 'Meals' }).getByRole('heading', { level: 2 });

async function expectFirstPage(page: Page, titles: string[]) {
  for (const [index, title] of titles.slice(0, MEALS_PAGE_SIZE).entries()) {
    await expect(mealTitles(page).nth(index)).toHaveText(title);
  }
}

test('category and price filters change the results to what the server returns', async ({
  page,
  request,
}) => {
  await page.goto('/meals');
  await expectFirstPage(
    page,
    (await fetchMeals(request, { limit: MEALS_PAGE_SIZE })).map((m) => m.title),
  );

  const dinners = await fetchMeals(request, { category: 'Dinner', limit: MEALS_PAGE_SIZE });
  await page.getByLabel('Category').selectOption('Dinner');
  await expect(page).toHaveURL(/category=Dinner/);
  await expectFirstPage(
    page,
    dinners.map((m) => m.title),
  );
  for (const badge of await page.getByRole('list', { name: 'Meals' }).getByRole('article').all()) {
    await expect(badge).toContainText('Dinner');
  }

  const prices = (await fetchMeals(request, { category: 'Dinner' }))
    .map((m) => m.price)
    .sort((a, b) => a - b);
  const min = prices[Math.floor(prices.length / 4)] ?? 0;
  const max = prices[Math.floor((prices.length * 3) / 4)] ?? min;
  const inRange = await fetchMeals(request, { category: 'Dinner', min, max });
  await page.getByLabel('Min price (৳)').fill(String(min));
  await page.getByLabel('Max price (৳)').fill(String(max));
  await expect(page).toHaveURL(new RegExp(`min=${min}&max=${max}`));
  await expectFirstPage(
    page,
    inRange.map((m) => m.title),
  );

  const message = await fetchMealsError(request, { min: max + 10, max: min });
  await page.getByLabel('Min price (৳)').fill(String(max + 10));
  await page.getByLabel('Max price (৳)').fill(String(min));
  await expect(page.getByRole('alert')).toContainText(message);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByLabel('Category')).toHaveValue('');
});

test('a search with no match shows a friendly empty state', async ({ page }) => {
  await page.goto('/meals?search=zzqxv-no-such-dish');
  await expect(page.getByRole('heading', { name: 'No meals match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(mealTitles(page).first()).toBeVisible();
});

test('scrolling loads six meals at a time until none are left', async ({ page, request }) => {
  const all = await fetchMeals(request);
  expect(all.length, 'the demo seed fills more than one page').toBeGreaterThan(MEALS_PAGE_SIZE);

  await page.goto('/meals');
  await expect(mealTitles(page)).toHaveCount(MEALS_PAGE_SIZE);
  const end = page.getByText(MESSAGES.noMoreMeals);
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mealTitles(page)).toHaveText(all.map((m) => m.title));
});
