import type { Meal } from '@messmate/shared';
import { MEALS_PAGE_SIZE } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueWord, type MealDraft } from '../support/kitchen';
import { fetchMeals } from './meals-api';

const mealTitles = (page: Page) =>
  page.getByRole('list', { name: 'Meals' }).getByRole('heading', { level: 2 });

async function expectFirstPage(page: Page, titles: string[]) {
  for (const [index, title] of titles.slice(0, MEALS_PAGE_SIZE).entries()) {
    await expect(mealTitles(page).nth(index)).toHaveText(title);
  }
}

const titlesOf = (meals: Meal[]) => meals.map((meal) => meal.title);
const sorted = (titles: string[]) => [...titles].sort();

// This file's own menu: thirteen meals (more than two pages) whose titles share one word no
// other meal has, so a search for it shows these and nothing another journey adds meanwhile.
const word = uniqueWord();
const DISHES: [string, MealDraft['category'], number][] = [
  ['Paratha', 'Breakfast', 45],
  ['Khichuri', 'Breakfast', 60],
  ['Halwa Puri', 'Breakfast', 80],
  ['Egg Bhuna', 'Breakfast', 110],
  ['Dal Bhat', 'Lunch', 90],
  ['Shorshe Ilish', 'Lunch', 120],
  ['Beef Tehari', 'Lunch', 150],
  ['Chicken Roast', 'Lunch', 175],
  ['Vegetable Khichuri', 'Dinner', 140],
  ['Chingri Malaikari', 'Dinner', 165],
  ['Mutton Rezala', 'Dinner', 190],
  ['Kacchi Biryani', 'Dinner', 220],
  ['Beef Kala Bhuna', 'Dinner', 260],
];
let menu: Meal[] = [];

test.beforeAll(async ({ kitchen }) => {
  menu = await kitchen.addMeals(
    DISHES.map(([dish, category, price]) => ({ title: `${dish} ${word}`, category, price })),
  );
});

test('category and price filters change the results to what the server returns', async ({
  page,
  request,
}) => {
  await page.goto(`/meals?search=${word}`);
  const everything = await fetchMeals(request, { search: word, limit: MEALS_PAGE_SIZE });
  await expectFirstPage(page, titlesOf(everything));

  const dinners = await fetchMeals(request, { search: word, category: 'Dinner' });
  expect(sorted(titlesOf(dinners))).toEqual(
    sorted(titlesOf(menu.filter((meal) => meal.category === 'Dinner'))),
  );
  await page.getByLabel('Category').selectOption('Dinner');
  await expect(page).toHaveURL(/category=Dinner/);
  await expect(mealTitles(page)).toHaveText(titlesOf(dinners));
  for (const badge of await page.getByRole('list', { name: 'Meals' }).getByRole('article').all()) {
    await expect(badge).toContainText('Dinner');
  }

  const prices = dinners.map((m) => m.price).sort((a, b) => a - b);
  const min = prices[1] ?? 0;
  const max = prices[3] ?? min;
  const inRange = await fetchMeals(request, { search: word, category: 'Dinner', min, max });
  expect(inRange.map((m) => m.price).sort((a, b) => a - b)).toEqual(prices.slice(1, 4));
  // Each price is let reach the address before the next is typed, so each step is checked.
  await page.getByLabel('Min price (৳)').fill(String(min));
  await expect(page).toHaveURL(new RegExp(`min=${min}$`));
  await page.getByLabel('Max price (৳)').fill(String(max));
  await expect(page).toHaveURL(new RegExp(`min=${min}&max=${max}$`));
  await expect(mealTitles(page)).toHaveText(titlesOf(inRange));

  // A range that holds nothing is a well-formed question: no meals, not an error.
  expect(await fetchMeals(request, { min: max + 10, max: min })).toEqual([]);
  await page.getByLabel('Min price (৳)').fill(String(max + 10));
  await expect(page).toHaveURL(new RegExp(`min=${max + 10}&max=${max}$`));
  await page.getByLabel('Max price (৳)').fill(String(min));
  await expect(page).toHaveURL(new RegExp(`min=${max + 10}&max=${min}$`));
  await expect(page.getByRole('heading', { name: 'No meals match your filters' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
});

test('a search with no match shows a friendly empty state', async ({ page }) => {
  await page.goto(`/meals?search=zzqxv-no-such-dish-${word}`);
  await expect(page.getByRole('heading', { name: 'No meals match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(mealTitles(page).first()).toBeVisible();
});

test('scrolling loads six meals at a time until none are left', async ({ page, request }) => {
  const all = await fetchMeals(request, { search: word });
  expect(sorted(titlesOf(all))).toEqual(sorted(titlesOf(menu)));
  expect(all.length, 'the menu fills more than two pages').toBeGreaterThan(2 * MEALS_PAGE_SIZE);

  await page.goto(`/meals?search=${word}`);
  await expect(mealTitles(page)).toHaveCount(MEALS_PAGE_SIZE);
  const end = page.getByText(MESSAGES.noMoreMeals);
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mealTitles(page)).toHaveText(titlesOf(all));
});
