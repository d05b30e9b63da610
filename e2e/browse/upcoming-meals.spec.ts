import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { fetchUpcomingMeals, taka } from './meals-api';

test('upcoming meals are listed, and liking needs a qualifying badge', async ({
  page,
  request,
}) => {
  const upcoming = await fetchUpcomingMeals(request);
  const [first] = upcoming;
  if (!first) throw new Error('The demo seed has no upcoming meals');

  await page.goto('/upcoming-meals');
  await expect(
    page.getByRole('list', { name: 'Upcoming meals' }).getByRole('heading', { level: 2 }),
  ).toHaveText(upcoming.map((m) => m.title));
  const card = page.getByRole('article').filter({ hasText: first.title });
  await expect(card).toContainText(taka(first.price));
  await expect(card).toContainText(`${first.likes} ${first.likes === 1 ? 'like' : 'likes'}`);
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByText(MESSAGES.upcomingLikeNotAllowed)).toBeVisible();
});
