import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../support/e2e-env';

/** A small real photo made on the spot, as a phone would hand it over (JPEG). */
export async function photoFile(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Signs in through the Join page as the admin the test server was started with. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/join');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel('Login as').selectOption({ label: 'Admin' });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/profile$/);
}

/** Fills the fields Add Meal and Add Upcoming Meal share. */
export async function fillMealForm(
  scope: Page | ReturnType<Page['getByRole']>,
  meal: {
    title: string;
    category: string;
    ingredients: string;
    description: string;
    price: string;
  },
  photo: Awaited<ReturnType<typeof photoFile>>,
) {
  await scope.getByLabel('Title', { exact: true }).fill(meal.title);
  await scope.getByLabel('Category').selectOption(meal.category);
  await scope.getByLabel('Meal photo').setInputFiles(photo);
  await expect(scope.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await scope.getByLabel('Ingredients (comma separated)').fill(meal.ingredients);
  await scope.getByLabel('Description', { exact: true }).fill(meal.description);
  await scope.getByLabel('Price (৳)').fill(meal.price);
}
