import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeFor } from '../a11y/axe';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin, signUpResident } from '../support/members';

// Each test scans several pages with axe at two widths: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [390, 1280];

async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const results = await axeFor(page).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

test('the meal page, Requested Meals and My Reviews have no axe violations', async ({
  page,
  kitchen,
}) => {
  test.slow();
  const meal = await kitchen.addMeal({ title: uniqueTitle('Murgir Jhol') });
  await signUpResident(page, 'Axe Anika');
  await buySilver(page.request);
  const requested = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(requested.status(), await requested.text()).toBe(201);
  const reviewed = await page.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: 'Nice.', rating: 5 },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/meals/${meal._id}`, '/dashboard/requests', '/dashboard/reviews']) {
      await page.goto(path);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  }
});

test('All Reviews and Serve Meals have no axe violations', async ({
  page,
  kitchen,
  newResident,
}) => {
  // All Reviews lists every review (the demo's too, when seeded): axe needs longer than usual.
  test.slow();
  // A request and a review of this journey's own, so neither table is empty.
  const meal = await kitchen.addMeal({ title: uniqueTitle('Tehari') });
  const resident = await newResident('Axe Arif');
  await buySilver(resident.request);
  const requested = await resident.request.post('/api/serve-meals', {
    data: { mealId: meal._id },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const reviewed = await resident.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: 'Generous with the meat.', rating: 4 },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  await signInAdmin(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/dashboard/admin/all-reviews', '/dashboard/admin/serve-meal']) {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByText(meal.title).filter({ visible: true }).first(),
      ).toBeVisible();
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  }
});
