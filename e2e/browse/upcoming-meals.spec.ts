import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signUpResident } from '../support/members';
import { taka } from './meals-api';

test('upcoming meals are listed, and liking needs a qualifying badge', async ({
  page,
  kitchen,
}) => {
  const older = await kitchen.addUpcomingMeal({ title: uniqueTitle('Bhapa Pitha'), price: 40 });
  const newer = await kitchen.addUpcomingMeal({
    title: uniqueTitle('Hariyali Kabab'),
    category: 'Dinner',
    price: 210,
  });

  await page.goto('/upcoming-meals');
  const titles = page
    .getByRole('list', { name: 'Upcoming meals' })
    .getByRole('heading', { level: 2 });
  await expect(titles.filter({ hasText: older.title })).toHaveCount(1);
  // Most liked first, then newest: with no likes yet, the newer one comes first.
  const listed = await titles.allTextContents();
  expect(listed.indexOf(newer.title)).toBeGreaterThanOrEqual(0);
  expect(listed.indexOf(newer.title)).toBeLessThan(listed.indexOf(older.title));
  const card = page.getByRole('article').filter({ hasText: newer.title });
  await expect(card).toContainText(taka(210));
  await expect(card).toContainText('0 likes');
  // A visitor is asked to sign in (e2e/auth/sign-in-prompts.spec.ts); a Bronze member is told
  // about the badge.
  await signUpResident(page, 'Bronze Babul');
  await page.reload();
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByText(MESSAGES.upcomingLikeNotAllowed)).toBeVisible();
});
