import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { likeMeal } from '../support/members';
import { fetchMeal, taka } from './meals-api';

test('a meal page shows the meal, and a visitor is asked to sign in to act', async ({
  page,
  request,
  kitchen,
  newResident,
}) => {
  const made = await kitchen.addMeal({
    title: uniqueTitle('Shorshe Ilish'),
    category: 'Dinner',
    price: 185.5,
    ingredients: ['hilsa', 'mustard paste', 'green chilli'],
    description: 'Hilsa steamed in mustard paste with green chillies, served with plain rice.',
  });
  const written = [
    { by: 'Detail Dipa', content: 'Just like home, the mustard has a proper bite.', rating: 5 },
    { by: 'Detail Jamil', content: 'Good fish, a little too many bones for me.', rating: null },
  ];
  for (const review of written) {
    const resident = await newResident(review.by);
    const posted = await resident.request.post(`/api/meals/${made._id}/review`, {
      data: { content: review.content, ...(review.rating ? { rating: review.rating } : {}) },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }
  await likeMeal((await newResident('Detail Liker')).request, made._id);
  const meal = await fetchMeal(request, made._id);
  expect(meal).toMatchObject({ likes: 1, reviews_count: 2, rating: 5 });
  expect(meal.reviews.map((review) => [review.name, review.content])).toEqual(
    written.map((review) => [review.by, review.content]).reverse(),
  );

  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  await expect(page.getByText(taka(meal.price), { exact: true })).toBeVisible();
  await expect(page.getByText(`Distributed by ${meal.distributorName}`)).toBeVisible();
  await expect(page.getByText(meal.description)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like/ })).toContainText(String(meal.likes));
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByRole('listitem')).toHaveText(made.ingredients);
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(
    `Reviews (${meal.reviews.length})`,
  );
  for (const review of meal.reviews) {
    // Every author here still has an account (a deleted one's name is null: 'Former resident').
    await expect(reviews.getByRole('listitem').filter({ hasText: review.content })).toContainText(
      review.name ?? 'Former resident',
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
