import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signUpResident } from '../support/members';

const likesText = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

test('a resident likes a meal once, sees it stay liked, and takes the like back', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Lau Chingri') });
  await page.goto(`/meals/${meal._id}`);
  const like = page.getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(page.getByText(MESSAGES.likeLoginRequired)).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await signUpResident(page, 'Liking Lamia');
  await page.reload();
  const before = 0;
  expect(meal.likes).toBe(before);
  await expect(like).toHaveAccessibleName(`Like ${likesText(before)}`);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(`Liked ${likesText(before + 1)}`);

  await page.reload();
  await expect(like).toHaveAccessibleName(`Liked ${likesText(before + 1)}`);

  await like.click();
  await expect(like).toHaveAccessibleName(`Like ${likesText(before)}`);
  await page.reload();
  await expect(like).toHaveAccessibleName(`Like ${likesText(before)}`);
});

test('a like tapped while the session is still loading is kept, not refused', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Begun Bhaja') });
  await signUpResident(page, 'Hasty Hasan');
  let releaseSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/session', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto(`/meals/${meal._id}`);
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAccessibleName(`Like ${likesText(0)}`);
  await like.click();
  await expect(like).toHaveAccessibleName(`Liked ${likesText(1)}`);
  await expect(page.getByText(MESSAGES.likeLoginRequired)).toHaveCount(0);
  releaseSession();
  await page.reload();
  await expect(like).toHaveAccessibleName(`Liked ${likesText(1)}`);
});
