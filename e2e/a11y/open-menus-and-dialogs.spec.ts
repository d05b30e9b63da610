import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from './axe';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin, signUpStudent } from './people';

// Menus and dialogs only exist while open, so each is scanned open.

test('the phone menu, open, as a visitor, a student and the admin', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  for (const who of ['a visitor', 'a student', 'the admin'] as const) {
    if (who === 'a student') await signUpStudent(page, 'Axe Menu Mina');
    if (who === 'the admin') await signInAdmin(page);
    await page.goto('/meals');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousViolations(page, `the phone menu as ${who}`);
  }
});

test('the profile menu, open, as a student and the admin', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const who of ['a student', 'the admin'] as const) {
    if (who === 'a student') await signUpStudent(page, 'Axe Profile Pritha');
    else await signInAdmin(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expectNoSeriousViolations(page, `the profile menu as ${who}`);
  }
});

test("the admin's confirmations (delete a meal, make an admin), open, at 390 and 1280 px", async ({
  page,
  kitchen,
  newResident,
}) => {
  test.slow();
  const meal = await kitchen.addMeal({ title: uniqueTitle('Axe Confirm Kofta') });
  const student = await newResident(uniqueTitle('Axe Student'));
  await signInAdmin(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/admin/all-meals?q=${encodeURIComponent(meal.title)}`);
    await page.getByRole('button', { name: `Delete ${meal.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, `delete-meal confirmation at ${width} px`, true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.goto('/dashboard/admin/manage-users');
    await page.getByLabel('Search users').fill(student.name);
    await page.getByRole('button', { name: `Make Admin (${student.name})` }).click();
    const promote = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(promote).toBeVisible();
    await expectNoSeriousViolations(page, `make-admin confirmation at ${width} px`, true);
    await promote.getByRole('button', { name: 'Cancel' }).click();
    await expect(promote).toBeHidden();
  }
});
