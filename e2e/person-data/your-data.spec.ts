import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@messmate/shared/messages';
import { PersonalDataSchema } from '@messmate/shared/schemas/person-data';
import { expectNoSeriousViolations } from '../a11y/axe';
import { PASSWORD, uniqueEmail } from '../auth/accounts';
import { uniqueTitle } from '../support/kitchen';
import { expect, test } from '../fixtures';

// Issue 25, a person's data: a new resident signs up, reviews a meal, downloads everything kept
// about them, deletes their account with their password, and the review stays as a former
// resident's (decision 0033).
test('a resident downloads their data, deletes their account, and their review stays as a former resident’s', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Shorshe Ilish') });
  await page.goto('/join?tab=register');
  await page.getByLabel('Full name').fill('Leaving Lamia');
  await page.getByLabel('Photo URL').fill('https://example.com/lamia.jpg');
  await page.getByLabel('Email').fill(uniqueEmail('leaving-lamia'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(MESSAGES.registrationSuccess)).toBeVisible();
  const review = `Mustard just right ${meal._id.slice(0, 8)}`;
  const posted = await page.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: review, rating: 5 },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto('/dashboard/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^messmate-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = PersonalDataSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
  expect(file.profile.name).toBe('Leaving Lamia');
  expect(file.reviews).toEqual([expect.objectContaining({ content: review, rating: 5 })]);

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await expectNoSeriousViolations(page, 'profile with the delete dialog open', true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/not your password/);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account is deleted.', { exact: false })).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);

  await page.goto(`/meals/${meal._id}`);
  const kept = page.getByRole('listitem').filter({ hasText: review });
  await expect(kept.getByText('Former resident', { exact: true })).toBeVisible();
  await expect(page.getByText('Leaving Lamia')).toHaveCount(0);
});
