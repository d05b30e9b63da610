import type { APIRequestContext } from '@playwright/test';
import type { Meal } from '@messmate/shared';
import {
  HOME_ALL_TAB_SIZE,
  HOME_CATEGORY_TAB_SIZE,
  MEAL_CATEGORIES,
  MOST_LOVED_SIZE,
  PLANS,
} from '@messmate/shared/constants';
import { expect, test } from '../fixtures';
import { uniqueTitle, uniqueWord } from '../support/kitchen';
import { likeMeal, signUpWith } from '../support/members';
import { E2E_BASE_URL } from '../support/e2e-env';
import { fetchMeals, taka } from './meals-api';

test('the hero search sends the trimmed text to the meals list, which shows the matches', async ({
  page,
  request,
  kitchen,
}) => {
  const word = uniqueWord();
  const meal = await kitchen.addMeal({ title: `Hero Shingara ${word}` });
  expect(titles(await fetchMeals(request, { search: word }))).toEqual([meal.title]);

  await page.goto('/');
  const search = page.getByPlaceholder('Search meals...');
  await search.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await search.fill(`  ${word}  `);
  await search.press('Enter');
  await expect(page).toHaveURL(`/meals?search=${encodeURIComponent(word)}`);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
  await expect(
    page.getByRole('list', { name: 'Meals' }).getByRole('heading', { level: 2 }),
  ).toHaveText([meal.title]);
});

const titles = (meals: Meal[]) => meals.map((meal) => meal.title);

// The rankings below are the server's, and the page must show them. So that there is a ranking
// whatever else the database holds, this file likes meals of its own: in each category one with
// four likes, one with three and one with two. Other journeys give their meals at most one like,
// so without the demo community these lead every list; with it, the demo's favourites do.
const LIKES_BY_RANK = [4, 3, 2];
const likers: APIRequestContext[] = [];

test.beforeAll(async ({ kitchen, playwright }) => {
  const ranked = [];
  for (const category of MEAL_CATEGORIES) {
    for (const likes of LIKES_BY_RANK) {
      ranked.push({
        meal: await kitchen.addMeal({ title: uniqueTitle(`Loved ${category}`), category }),
        likes,
      });
    }
  }
  const baseURL = test.info().project.use.baseURL ?? E2E_BASE_URL;
  for (let i = 0; i < Math.max(...LIKES_BY_RANK); i += 1) {
    const liker = await playwright.request.newContext({ baseURL });
    likers.push(liker);
    await signUpWith(liker, `Home Liker ${i + 1}`);
    for (const { meal, likes } of ranked) if (i < likes) await likeMeal(liker, meal._id);
  }
});
test.afterAll(async () => {
  await Promise.all(likers.map((liker) => liker.dispose()));
});

test('category tabs show the most liked meals of each category, All Meals six', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Meals by Category 🍱' });
  for (const tab of ['Breakfast', 'Lunch', 'Dinner', 'All Meals']) {
    const expected = await fetchMeals(request, {
      sortBy: 'likes',
      limit: tab === 'All Meals' ? HOME_ALL_TAB_SIZE : HOME_CATEGORY_TAB_SIZE,
      ...(tab === 'All Meals' ? {} : { category: tab }),
    });
    expect(expected).toHaveLength(tab === 'All Meals' ? HOME_ALL_TAB_SIZE : HOME_CATEGORY_TAB_SIZE);
    await section.getByRole('tab', { name: tab }).click();
    await expect(section.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = section.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(titles(expected));
    for (const meal of expected) {
      const card = panel.getByRole('article').filter({ hasText: meal.title });
      await expect(card).toContainText(`Price: ${taka(meal.price)}`);
      await expect(card).toContainText(`Rating: ${meal.rating}`);
    }
  }
});

test('most loved meals are the six with the most likes and lead to their details', async ({
  page,
  request,
}) => {
  const expected = await fetchMeals(request, { sortBy: 'likes', limit: MOST_LOVED_SIZE });
  expect(expected).toHaveLength(MOST_LOVED_SIZE);
  await page.goto('/');
  const section = page.getByRole('region', { name: '❤️ Most Loved Meals' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles(expected));

  const [top] = expected;
  if (!top) throw new Error('No meals are ranked');
  const card = section.getByRole('article').filter({ hasText: top.title });
  await expect(card).toContainText(String(top.likes));
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(`/meals/${top._id}`);
  await expect(page.getByRole('heading', { level: 1, name: top.title })).toBeVisible();
});

test('each plan card leads to its checkout', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Upgrade Your Meal Experience 🚀' });
  for (const plan of PLANS) {
    await expect(section.getByText(taka(plan.price), { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: `Get ${plan.name}` })).toHaveAttribute(
      'href',
      `/checkout/${plan.slug}`,
    );
  }
});
