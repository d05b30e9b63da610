import {
  HOME_ALL_TAB_SIZE,
  HOME_CATEGORY_TAB_SIZE,
  MOST_LOVED_SIZE,
  PLANS,
} from '@messmate/shared/constants';
import { expect, test } from '../fixtures';
import { fetchMeals, searchTermFor, taka } from './meals-api';

test('the hero search sends the trimmed text to the meals list, which shows the matches', async ({
  page,
  request,
}) => {
  const [meal] = await fetchMeals(request, { limit: 1 });
  if (!meal) throw new Error('The demo seed has no meals');
  const term = searchTermFor(meal.title);
  const expected = await fetchMeals(request, { search: term, limit: 6 });

  await page.goto('/');
  const search = page.getByPlaceholder('Search meals...');
  await search.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await search.fill(`  ${term}  `);
  await search.press('Enter');
  await expect(page).toHaveURL(`/meals?search=${encodeURIComponent(term)}`);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(term);
  const titles = page.getByRole('list', { name: 'Meals' }).getByRole('heading', { level: 2 });
  for (const [index, match] of expected.entries()) {
    await expect(titles.nth(index)).toHaveText(match.title);
  }
  await expect(titles.filter({ hasText: meal.title }).first()).toBeVisible();
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
    await section.getByRole('tab', { name: tab }).click();
    await expect(section.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = section.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(expected.map((m) => m.title));
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
  await page.goto('/');
  const section = page.getByRole('region', { name: '❤️ Most Loved Meals' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map((m) => m.title));

  const [top] = expected;
  if (!top) throw new Error('The demo seed has no meals');
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
