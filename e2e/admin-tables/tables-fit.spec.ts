import { expect, test } from '../fixtures';
import { buySilver, signInAdmin } from '../support/members';
import { ADMIN_TABLE_PAGES, expectTablesFit } from './layout';

// Five pages at three widths on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('every admin table fits a 1024 px and a 1280 px laptop with all its actions, and is cards on a phone', async ({
  page,
  kitchen,
  newResident,
}) => {
  // Something in every table, with the longest names the forms allow being the usual worst case.
  const meal = await kitchen.addMeal({ title: 'Shorshe Ilish with Steamed Basmati Rice Platter' });
  await kitchen.addUpcomingMeal({ title: 'Kacchi Biryani with Borhani and Firni' });
  const resident = await newResident('Mohammad Abdullah Al Mamun Chowdhury');
  await buySilver(resident.request);
  const asked = await resident.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(asked.status(), await asked.text()).toBe(201);
  const reviewed = await resident.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: 'Mustard-heavy and wonderful; the rice could be warmer.', rating: 4 },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);

  await signInAdmin(page);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { name, path } of ADMIN_TABLE_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectTablesFit(page, `${name} at ${width} px`);
    }
  }

  await page.setViewportSize({ width: 390, height: 900 });
  for (const { name, path, cards } of ADMIN_TABLE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: cards, exact: true })).toBeVisible();
    await expect(page.locator('main table')).toBeHidden();
  }
});
