import { MESSAGES } from '@messmate/shared/messages';
import type { Meal } from '@messmate/shared';
import { expect, test } from '../fixtures';
import { E2E_ADMIN } from '../support/e2e-env';
import { uniqueTitle } from '../support/kitchen';
import { fillMealForm, photoFile, signInAsAdmin } from './catalogue-helpers';

test('an admin adds a meal with a photo, finds it in All Meals and on the menu, then deletes it', async ({
  page,
}) => {
  const title = uniqueTitle('Mango Lassi');
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Add Meal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Meal' })).toBeVisible();
  await expect(page.getByLabel('Category').locator('option[value=""]')).toBeDisabled();
  await expect(page.getByLabel('Price (৳)')).toHaveAttribute('step', '0.01');
  await expect(page.getByLabel('Distributor email')).toHaveValue(E2E_ADMIN.email);
  await expect(page.getByLabel('Distributor email')).toHaveAttribute('readonly', '');
  const distributor = await page.getByLabel('Distributor name').inputValue();

  await fillMealForm(
    page,
    {
      title,
      category: 'Breakfast',
      ingredients: ' mango, yoghurt, , sugar ,',
      description: 'Thick chilled lassi made with ripe mangoes.',
      price: '85.50',
    },
    await photoFile('lassi.jpg', '#f6ad55'),
  );
  await page.getByRole('button', { name: 'Add Meal', exact: true }).click();
  await expect(page.getByText(MESSAGES.mealAddSuccess)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);

  const [added] = (await (
    await page.request.get('/api/meals', { params: { search: title } })
  ).json()) as Meal[];
  if (!added) throw new Error(`${title} was not added`);
  expect(added).toMatchObject({
    category: 'Breakfast',
    price: 85.5,
    ingredients: ['mango', 'yoghurt', 'sugar'],
    distributorName: distributor,
  });
  // Absolute on PUBLIC_URL for other clients; the page itself asks for it by path.
  expect(added.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/images\/[0-9a-f]{64}\.webp$/);

  await page.getByRole('link', { name: 'All Meals' }).click();
  // All Meals pages its meals, most liked first: a new one is found by searching.
  await page.getByLabel('Search meals').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(distributor);
  const view = row.getByRole('link', { name: `View ${title} (opens in a new tab)` });
  await expect(view).toHaveAttribute('href', `/meals/${added._id}`);
  await expect(view).toHaveAttribute('target', '_blank');

  await page.goto(`/meals?search=${encodeURIComponent(title)}`);
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = page.getByRole('img', { name: title });
  await expect(photo).toHaveAttribute('src', new URL(added.image).pathname);
  await expect(photo).toHaveJSProperty('naturalWidth', 320);

  await page.goto(`/dashboard/admin/all-meals?q=${encodeURIComponent(title)}`);
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(MESSAGES.confirmTitle);
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('dialog')).toContainText(MESSAGES.mealDeletedTitle);
  await expect(page.getByRole('dialog')).toContainText(MESSAGES.mealDeletedText);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  const gone = await page.request.get(`/api/meals/${added._id}`);
  expect(gone.status()).toBe(404);
});
