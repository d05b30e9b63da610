import { MESSAGES } from '@messmate/shared/messages';
import type { MealDetails, UpcomingMeal } from '@messmate/shared';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { fillMealForm, photoFile } from './catalogue-helpers';
import { buySilver, signInAdmin, signUpResident } from '../support/members';

test('an admin adds an upcoming meal, a Silver member likes it once, the admin publishes it onto the menu', async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Kala Bhuna');
  // Signed in through the API: the Join page's admin login has journeys of its own (e2e/auth).
  await signInAdmin(page);
  await page.goto('/dashboard/admin/upcoming-meals');

  const open = page.getByRole('button', { name: 'Add Upcoming Meal' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Add Upcoming Meal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open.click();
  await fillMealForm(
    dialog,
    {
      title,
      category: 'Dinner',
      ingredients: 'beef, mustard oil, garlic',
      description: 'Chittagong-style black beef curry.',
      price: '260',
    },
    await photoFile('kala-bhuna.jpg', '#4a2511'),
  );
  await dialog.getByRole('button', { name: 'Add Upcoming Meal' }).click();
  await expect(page.getByText(MESSAGES.upcomingAddSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Cells after the meal's name (and who posted it): category, price, likes, actions.
  const likesCell = page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(2);
  await expect(likesCell).toHaveText('0');

  // A resident on another browser: Bronze first, then Silver bought with the test card.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const memberErrors: string[] = [];
  memberPage.on('pageerror', (error) => memberErrors.push(error.message));
  await signUpResident(memberPage, 'Sadia Islam');
  await memberPage.goto('/upcoming-meals');
  const card = memberPage.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: `Like ${title}` }).click();
  await expect(memberPage.getByText(MESSAGES.upcomingLikeNotAllowed)).toBeVisible();

  await buySilver(memberPage.request);
  await memberPage.reload();
  await card.getByRole('button', { name: `Like ${title}` }).click();
  await expect(memberPage.getByText(MESSAGES.likeSuccess)).toBeVisible();
  await expect(card.getByRole('button', { name: `Liked ${title}` })).toBeDisabled();
  await expect(card).toContainText('1 like');
  await memberPage.reload();
  await expect(card.getByRole('button', { name: `Liked ${title}` })).toBeVisible();
  expect(memberErrors).toEqual([]);
  await member.close();

  await page.reload();
  await expect(likesCell).toHaveText('1');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText(MESSAGES.publishSuccess)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  const upcoming = (await (await page.request.get('/api/upcoming-meals')).json()) as UpcomingMeal[];
  expect(upcoming.map((meal) => meal.title)).not.toContain(title);

  await page.goto(`/meals?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `View Details of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = page.url().split('/').pop() ?? '';
  const meal = (await (await page.request.get(`/api/meals/${id}`)).json()) as MealDetails;
  expect(meal).toMatchObject({ title, likes: 1, price: 260, category: 'Dinner' });
  await expect(page.getByText(`Distributed by ${meal.distributorName}`)).toBeVisible();
});
