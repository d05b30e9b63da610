import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { photoFile } from '../admin/catalogue-helpers';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin } from '../support/members';

test.describe.configure({ timeout: 120_000 });

test('an admin edits a meal, its photo too, from All Meals at 1024 and 1280 px', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Editable Dal') });
  await signInAdmin(page);
  let title = meal.title;
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/admin/all-meals?q=${encodeURIComponent(meal.title)}`);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${title}` });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(dialog.getByRole('img', { name: "The meal's photo now" })).toBeVisible();
    await expectNoSeriousViolations(page, `the Edit dialog at ${width} px`, true);
    title = `${meal.title} ${width}`;
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Price (৳)').fill(String(width / 10 + 0.25));
    if (width === 1024)
      await dialog.getByLabel('Meal photo').setInputFiles(await photoFile('new.jpg', '#2f855a'));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('✅ Meal saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  }
  const stored = await page.request.get(`/api/meals/${meal._id}`);
  const after = (await stored.json()) as { title: string; price: number; image: string };
  expect(after).toMatchObject({ title, price: 128.25 });
  expect(after.image).not.toBe(meal.image);
});

test('an admin edits an upcoming meal and deletes it, at 1024 and 1280 px', async ({
  page,
  kitchen,
}) => {
  const upcoming = await kitchen.addUpcomingMeal({ title: uniqueTitle('Maybe Pitha') });
  await signInAdmin(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/dashboard/admin/upcoming-meals');
  await page.getByRole('button', { name: `Edit ${upcoming.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${upcoming.title}` });
  const renamed = `${upcoming.title} Deluxe`;
  await dialog.getByLabel('Title', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(`✅ ${renamed} is no longer upcoming`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
});
