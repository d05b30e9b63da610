import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buyPlan, signInAdmin, signUpResident } from '../support/members';
import { csvOf, expectAxeClean, figure, shot, tableOf } from './figures';

for (const width of [390, 1024, 1280]) {
  test(`at ${width} px the admin reads the kitchen's analytics and picks a period`, async ({
    page,
    kitchen,
    newResident,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const resident = await newResident('Hungry Hasan');
    await buyPlan(resident.request, 'Platinum');
    const requestIds: string[] = [];
    for (const category of ['Breakfast', 'Lunch', 'Dinner'] as const) {
      const meal = await kitchen.addMeal({ title: uniqueTitle(`${category} plate`), category });
      const asked = await resident.request.post('/api/serve-meals', { data: { mealId: meal._id } });
      expect(asked.status(), await asked.text()).toBe(201);
      requestIds.push(((await asked.json()) as { insertedId: string }).insertedId);
    }
    await signInAdmin(page);
    const served = await page.request.patch(`/api/serve-meals/${requestIds[0]}`);
    expect(served.status(), await served.text()).toBe(200);
    await page.goto('/dashboard/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Kitchen analytics', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Analytics · Admin · MessMate');
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(figure(page, 'Badges held now').locator('table')).toBeVisible();
    await expect(figure(page, 'Requests per day and sitting').getByRole('img')).toBeVisible();
    await expect(figure(page, 'Membership sales').getByRole('img')).toBeVisible();
    // The demo community's past fortnight on the board: counts frozen, leftovers recorded.
    await expect(figure(page, 'The board').getByRole('img')).toBeVisible();
    await expect(figure(page, 'The board').locator('table')).toContainText('Lunch');
    await expect(figure(page, 'The board day by day').getByRole('img')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Median wait to serve' })).toBeVisible();
    // Nothing wider than the screen: the tables scroll inside their own box.
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAxeClean(page, `kitchen analytics at ${width} px`);
    await shot(page, `kitchen-${width}`);

    await page.getByRole('button', { name: 'This month' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=/);
    await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2021-06-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('alert')).toHaveText('A period can be at most 366 days long.');
    await page.getByLabel('From').fill('2021-01-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2021-01-01&to=2021-06-01/);
    await expect(page.getByText('1 Jan 2021 to 1 Jun 2021')).toBeVisible();
  });
}

test("the kitchen's CSV holds exactly the table's cells", async ({
  page,
  kitchen,
  newResident,
}) => {
  // A title with a comma: the CSV must quote it to keep the columns.
  const meal = await kitchen.addMeal({ title: uniqueTitle('Rice, dal and egg') });
  // Two requests: other journeys leave many meals with one, and the table lists the top ten.
  for (const name of ['Requesting Rina', 'Requesting Rumi']) {
    const resident = await newResident(name);
    await buyPlan(resident.request, 'Platinum');
    const asked = await resident.request.post('/api/serve-meals', { data: { mealId: meal._id } });
    expect(asked.status(), await asked.text()).toBe(201);
  }

  await signInAdmin(page);
  await page.goto('/dashboard/admin/analytics');
  await expect(figure(page, 'Most requested meals')).toContainText(meal.title);
  for (const title of [
    'Badges held now',
    'Requests per day and sitting',
    'Most requested meals',
    'The board',
    'The board day by day',
  ]) {
    await expect(figure(page, title).locator('table')).toBeVisible();
    const table = await tableOf(page, title);
    expect(table.length).toBeGreaterThan(1);
    expect(await csvOf(page, title)).toEqual(table);
  }
});

test('a Gold member sees what Meal analytics holds and the way to upgrade', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signUpResident(page, 'Gold Golam');
  await buyPlan(page.request, 'Gold');
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'See your meals in numbers' })).toBeVisible();
  await expect(page.getByText('You have Gold.', { exact: false })).toBeVisible();
  const upgrade = page.getByRole('link', { name: 'Upgrade to Platinum' });
  await expect(upgrade).toHaveAttribute('href', '/checkout/platinum');
  // What the page would show, with example numbers, and nothing of theirs to download.
  const example = figure(page, 'Example: requests by category');
  await expect(example.getByRole('img')).toBeVisible();
  await expect(example.getByRole('button', { name: /Download CSV/ })).toHaveCount(0);
  await expectAxeClean(page, 'the upgrade view');
  await shot(page, 'upgrade-390');
  const refused = await page.request.get('/api/analytics/me');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('PLATINUM_ONLY');
});

for (const width of [390, 1280]) {
  test(`at ${width} px a Platinum member reads their own meal analytics`, async ({
    page,
    kitchen,
    newResident,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const meal = await kitchen.addMeal({ title: uniqueTitle('Beef Tehari'), category: 'Lunch' });
    await signUpResident(page, 'Platinum Priya');
    await buyPlan(page.request, 'Platinum');
    for (let i = 0; i < 2; i += 1) {
      const asked = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
      expect(asked.status(), await asked.text()).toBe(201);
    }

    const neighbour = await newResident('Rating Rahim');
    const rate = async (request: typeof page.request, rating: number) => {
      const res = await request.post(`/api/meals/${meal._id}/review`, {
        data: { content: 'Good tehari.', rating },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await rate(neighbour.request, 3);
    await rate(page.request, 5);

    // The plan card's 'Meal analytics' leads here.
    await page.goto('/#plans-title');
    await page
      .getByRole('article', { name: 'Platinum' })
      .getByRole('link', { name: 'Meal analytics' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByRole('heading', { name: 'Meal analytics', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Meal Analytics · MessMate');
    await expect(figure(page, 'My favourite dishes')).toContainText(meal.title);
    expect(await tableOf(page, 'My requests by category')).toEqual([
      ['Category', 'Requests'],
      ['Breakfast', '0'],
      ['Lunch', '2'],
      ['Dinner', '0'],
    ]);
    expect(await tableOf(page, 'My ratings against the community')).toEqual([
      ['Meal', 'My rating', 'Community mean'],
      [meal.title, '5', '4'],
    ]);
    const paid = await tableOf(page, 'What I paid');
    expect(paid.slice(1).map((row) => row.slice(1))).toEqual([['Platinum', '599']]);
    expect(await csvOf(page, 'What I paid')).toEqual(paid);
    await expectAxeClean(page, `my analytics at ${width} px`);
    await shot(page, `mine-${width}`);
  });
}
