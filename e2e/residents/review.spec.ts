import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin, signUpResident } from '../support/members';

test('a resident reviews a meal with stars, edits the review and deletes it', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({
    title: uniqueTitle('Luchi & Aloo Dum'),
    category: 'Breakfast',
  });
  const resident = await signUpResident(page, 'Reviewing Rumana');
  await page.goto(`/meals/${meal._id}`);
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  const heading = reviews.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Reviews (0)');

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText(MESSAGES.reviewEmpty, { exact: true })).toBeVisible();

  // The star picker is a radio group: Tab in, then the arrow keys.
  await page.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Leave a Review').fill('  Crisp edges, soft middle. Lovely.  ');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText(MESSAGES.reviewSuccess)).toBeVisible();
  await expect(heading).toHaveText('Reviews (1)');
  const mine = reviews
    .getByRole('listitem')
    .filter({ hasText: 'Crisp edges, soft middle. Lovely.' });
  await expect(mine).toContainText(resident.name);
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByLabel('Leave a Review')).toHaveValue('');

  await page.goto('/dashboard/reviews');
  const row = page.getByRole('row', { name: meal.title });
  await expect(row).toContainText('Crisp edges, soft middle. Lovely.');
  await row.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByLabel(`Your review of ${meal.title}`);
  await editor.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.reviewEditEmpty)).toBeVisible();
  await editor.fill('Better the second time: crisp and hot.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review updated')).toBeVisible();
  await expect(row).toContainText('Better the second time: crisp and hot.');

  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('dialog')).toContainText(MESSAGES.confirmTitle);
  await expect(page.getByRole('dialog')).toContainText('permanently deleted');
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(MESSAGES.reviewDeleted)).toBeVisible();
  await expect(page.getByText(MESSAGES.noReviews)).toBeVisible();

  await page.goto(`/meals/${meal._id}`);
  await expect(heading).toHaveText('Reviews (0)');
});

test('an admin deletes a resident review from All Reviews', async ({ browser, page, kitchen }) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Rui Fish Curry'), category: 'Dinner' });
  await signUpResident(page, 'Moderated Mithila');
  const posted = await page.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: 'Please remove me, admin.' },
  });
  expect(posted.status()).toBe(201);

  const adminPage = await browser.newPage();
  await signInAdmin(adminPage);
  // All Reviews pages its rows: the search keeps this one on the first page.
  await adminPage.goto('/dashboard/admin/all-reviews?q=Moderated%20Mithila');
  const row = adminPage.getByRole('row', { name: /Moderated Mithila/ });
  await expect(row).toContainText('Please remove me, admin.');
  await expect(row.getByRole('link', { name: /^View Meal/ })).toHaveAttribute(
    'href',
    `/meals/${meal._id}`,
  );
  await row.getByRole('button', { name: /^Delete/ }).click();
  await adminPage.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(adminPage.getByText(MESSAGES.reviewDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminPage.close();
});
