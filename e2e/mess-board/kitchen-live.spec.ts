import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin } from '../support/members';
import { chooseSitting, dhaka, planSitting, standAt } from './board';

// A day of this journey's own: only its resident changes the board for it, so 'away' is exact
// however many residents other journeys sign up meanwhile.
const DAY = '2030-02-11';
const MORNING = dhaka(DAY, '08:00:00');

test('the kitchen’s count changes while the page is open when a resident turns a meal off', async ({
  page,
  kitchen,
  newResident,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Live Khichuri'), category: 'Dinner' });
  await signInAdmin(page);
  await planSitting(page.request, { date: DAY, sitting: 'Dinner', mealIds: [meal._id] }, MORNING);
  await standAt(page, MORNING, { install: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/admin/kitchen');

  const today = page.getByRole('region', { name: /^Today/ });
  const dinner = today.getByRole('article', { name: /Dinner/ });
  await expect(page.getByText('Live: counts change as residents choose')).toBeVisible();
  await expect(dinner.getByText('Open until 5:00 pm')).toBeVisible();
  await expect(dinner.getByText(meal.title)).toBeVisible();
  await expect(dinner.getByText('0 away', { exact: true })).toBeVisible();

  // Another resident, in another browser, turns tonight's dinner off.
  const resident = await newResident('Live Lamia');
  const off = await chooseSitting(
    resident.request,
    { date: DAY, sitting: 'Dinner' },
    false,
    MORNING,
  );
  expect(off.status(), await off.text()).toBe(200);

  // No reload: the stream's board event brings the new count.
  await expect(dinner.getByText('1 away', { exact: true })).toBeVisible();
  // Back on: the count follows again.
  const on = await chooseSitting(resident.request, { date: DAY, sitting: 'Dinner' }, true, MORNING);
  expect(on.status(), await on.text()).toBe(200);
  await expect(dinner.getByText('0 away', { exact: true })).toBeVisible();
});

test('after dinner the kitchen records leftovers and sees the waste; the sheet prints on one page', async ({
  page,
  kitchen,
}) => {
  const day = '2030-02-12';
  const meals = await kitchen.addMeals([
    { title: uniqueTitle('Sheet Paratha'), category: 'Breakfast' },
    { title: uniqueTitle('Sheet Bhuna'), category: 'Lunch' },
    { title: uniqueTitle('Sheet Korma'), category: 'Dinner' },
  ]);
  await signInAdmin(page);
  for (const [index, sitting] of (['Breakfast', 'Lunch', 'Dinner'] as const).entries()) {
    for (const date of [day, '2030-02-13']) {
      const mealId = meals[index]?._id ?? '';
      await planSitting(
        page.request,
        { date, sitting, mealIds: [mealId] },
        dhaka('2030-02-10', '08:00:00'),
      );
    }
  }
  await standAt(page, dhaka(day, '22:30:00'), { install: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/admin/kitchen');

  const dinner = page
    .getByRole('region', { name: /^Today/ })
    .getByRole('article', { name: /Dinner/ });
  await expect(dinner.getByText('Final: locked at 5:00 pm')).toBeVisible();
  const form = dinner.getByRole('form', { name: 'Dinner leftovers' });
  await form.getByLabel('Portions cooked').fill('40');
  await form.getByLabel('Portions left').fill('41');
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Portions left cannot be more than portions cooked.',
  );
  await form.getByLabel('Portions left').fill('3');
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(dinner.getByText('3 of 40 portions left (8%)')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
  // Tomorrow's sittings have not started: nothing to record there yet.
  await expect(page.getByRole('region', { name: /^Tomorrow/ }).getByRole('form')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin Dashboard' })).toBeHidden();
  await expect(form).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});
