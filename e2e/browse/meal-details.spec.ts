import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { fetchMeal, fetchMeals, taka } from './meals-api';

test('a meal page shows the meal, and a visitor is asked to sign in to act', async ({
  page,
  request,
}) => {
  const reviewed = (await fetchMeals(request, { sortBy: 'likes' })).find(
    (m) => m.reviews_count > 0,
  );
  if (!reviewed) throw new Error('The demo seed has no reviewed meal');
  const meal = await fetchMeal(request, reviewed._id);

  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  await expect(page.getByText(taka(meal.price), { exact: true })).toBeVisible();
  await expect(page.getByText(`Distributed by ${meal.distributorName}`)).toBeVisible();
  await expect(page.getByText(meal.description)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like/ })).toContainText(String(meal.likes));
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  if (meal.ingredients.length > 0) {
    await expect(ingredients.getByRole('listitem')).toHaveText(meal.ingredients);
  } else {
    await expect(ingredients).toHaveCount(0);
  }
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(
    `Reviews (${meal.reviews.length})`,
  );
  for (const review of meal.reviews) {
    await expect(reviews.getByRole('listitem').filter({ hasText: review.content })).toContainText(
      review.name,
    );
  }

  await page.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByText(MESSAGES.likeLoginRequired)).toBeVisible();
  await page.getByRole('button', { name: 'Request Meal' }).click();
  await expect(page.getByText(MESSAGES.requestLoginRequired)).toBeVisible();
  await page.getByLabel('Leave a Review').fill('Lovely and warm.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText(MESSAGES.reviewLoginRequired)).toBeVisible();
});

test('an unknown meal shows a not-found state with a way back', async ({ page }) => {
  await page.goto('/meals/ffffffff-ffff-4fff-bfff-ffffffffffff');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all meals' }).click();
  await expect(page).toHaveURL(/\/meals$/);
});
