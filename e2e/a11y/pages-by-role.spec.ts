import { expect, test } from '../fixtures';
import { scanPages } from './axe';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin, signUpStudent } from './people';

// The other folders scan the visitor pages as a visitor, the dashboard pages as their owners
// and the admin pages as the admin. These are the pages they do not scan for each role.

test('the public pages and checkout, signed in as a student, at 390 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await signUpStudent(page, 'Axe Student Sumi');
  const scanned = await scanPages(
    page,
    ['/', '/meals', '/upcoming-meals', '/about', '/no/such/page', '/checkout/gold'],
    'a student',
  );
  expect(scanned).toBe(12);
});

test('the public pages and the resident pages, signed in as the admin, at 390 and 1280 px', async ({
  page,
  kitchen,
}) => {
  test.slow();
  const meal = (await kitchen.addMeal({ title: uniqueTitle('Axe Admin Pulao') }))._id;
  await signInAdmin(page);
  const scanned = await scanPages(
    page,
    [
      '/',
      '/meals',
      `/meals/${meal}`,
      '/upcoming-meals',
      '/about',
      '/no/such/page',
      '/dashboard/profile',
      '/dashboard/payments',
      '/checkout/platinum',
    ],
    'the admin',
  );
  expect(scanned).toBe(18);
});

test('a guarded page, as a visitor sent to sign in, at 390 and 1280 px', async ({ page }) => {
  const scanned = await scanPages(page, ['/dashboard/admin/serve-meal', '/login'], 'a visitor');
  await expect(page).toHaveURL(/\/join/);
  expect(scanned).toBe(4);
});
