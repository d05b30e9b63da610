import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { PASSWORD, logInThroughForm, registerByApi } from './accounts';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor liking a meal is led to sign in and back to that meal', async ({
      page,
      baseURL,
      kitchen,
    }) => {
      const meal = await kitchen.addMeal({ title: uniqueTitle('Shorshe Ilish') });
      const resident = await registerByApi(page, baseURL, 'Prompted Parvez');
      await page.context().clearCookies();
      await page.goto(`/meals/${meal._id}`);
      await page.getByRole('button', { name: /^Like/ }).click();
      const prompt = page.getByRole('status').filter({ hasText: MESSAGES.likeLoginRequired });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('link', { name: 'Log in' }).click();

      await expect(page).toHaveURL(new RegExp(`/join\\?redirect=%2Fmeals%2F${meal._id}$`));
      await logInThroughForm(page, resident.email, PASSWORD, 'Student');
      await expect(page).toHaveURL(new RegExp(`/meals/${meal._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
    });

    test('a visitor liking an upcoming meal is told to sign in, not about badges', async ({
      page,
      kitchen,
    }) => {
      const upcoming = await kitchen.addUpcomingMeal({ title: uniqueTitle('Chitoi Pitha') });
      await page.goto('/upcoming-meals');
      const card = page.getByRole('article').filter({ hasText: upcoming.title });
      await card.getByRole('button', { name: /^Like/ }).click();
      const prompt = page.getByRole('status').filter({ hasText: MESSAGES.likeLoginRequired });
      await expect(prompt).toBeVisible();
      await expect(page.getByText(MESSAGES.upcomingLikeNotAllowed)).toHaveCount(0);
      await prompt.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/join\?redirect=%2Fupcoming-meals$/);
    });

    test('a visitor asking for a meal is led to sign in and back', async ({ page, kitchen }) => {
      const meal = await kitchen.addMeal({ title: uniqueTitle('Kacchi Biryani') });
      await page.goto(`/meals/${meal._id}`);
      await page.getByRole('button', { name: 'Request Meal' }).click();
      const prompt = page.getByRole('status').filter({ hasText: MESSAGES.requestLoginRequired });
      await prompt.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(new RegExp(`/join\\?redirect=%2Fmeals%2F${meal._id}$`));
    });
  });
}
