import { expect, test } from '../fixtures';
import { chooseSitting, dhaka, openAdmin, planSitting } from '../mess-board/board';
import { E2E_BASE_URL } from '../support/e2e-env';
import { uniqueTitle } from '../support/kitchen';
import { buyPlan, signInAdmin, signUpResident } from '../support/members';
import { csvOf, expectAxeClean, figure, shot, tableOf } from './figures';

// Dates of this journey's own, years ahead: their cut-offs have not passed, nobody else plans them.
// Dates no other journey plans: the first read after a cut-off freezes a sitting for everyone.
const FIRST = '2032-09-13';
const SECOND = '2032-09-14';
const PERIOD = `from=${FIRST}&to=${SECOND}`;

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/** Both lunches planned with a dish (planning again only replaces the dish: tests may share it). */
async function planLunches({ kitchen, playwright }: Pick<Fixtures, 'kitchen' | 'playwright'>) {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Board Bhuna'), category: 'Lunch' });
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  for (const date of [FIRST, SECOND]) {
    await planSitting(
      admin,
      { date, sitting: 'Lunch', mealIds: [meal._id] },
      dhaka('2032-09-01', '08:00:00'),
    );
  }
  await admin.dispose();
}

for (const width of [390, 1280]) {
  test(`at ${width} px a Platinum member sees their meals on and off`, async ({
    page,
    kitchen,
    playwright,
  }) => {
    await planLunches({ kitchen, playwright });
    await page.setViewportSize({ width, height: 900 });
    await signUpResident(page, 'Board Bina');
    await buyPlan(page.request, 'Platinum');
    const off = await chooseSitting(
      page.request,
      { date: SECOND, sitting: 'Lunch' },
      false,
      dhaka('2032-09-01', '09:00:00'),
    );
    expect(off.status(), await off.text()).toBe(200);

    await page.goto(`/dashboard/analytics?${PERIOD}`);
    const title = 'My meals on and off';
    await expect(figure(page, title).getByRole('img')).toBeVisible();
    const table = await tableOf(page, title);
    expect(table).toEqual([
      ['Sitting', 'On the board', 'Away'],
      ['Breakfast', '0', '0'],
      ['Lunch', '1', '1'],
      ['Dinner', '0', '0'],
    ]);
    expect(await csvOf(page, title)).toEqual(table);
    await expectAxeClean(page, `my meals on and off at ${width} px`);
    await figure(page, title).scrollIntoViewIfNeeded();
    await shot(page, `mine-board-${width}`);
  });
}

test('the kitchen sees both planned lunches of the period on its board', async ({
  page,
  kitchen,
  playwright,
}) => {
  await planLunches({ kitchen, playwright });
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAdmin(page);
  await page.goto(`/dashboard/admin/analytics?${PERIOD}`);
  await expect(figure(page, 'The board day by day').locator('tbody tr')).toHaveCount(2);
  const perDay = await tableOf(page, 'The board day by day');
  expect(perDay.slice(1).map((row) => row.slice(0, 2))).toEqual([
    [FIRST, 'Lunch'],
    [SECOND, 'Lunch'],
  ]);
  // Nobody collected at the counter; nothing cooked yet: no leftovers, waste or suggestion.
  expect(perDay.slice(1).map((row) => row[4])).toEqual(['0', '0']);
  expect(perDay.slice(1).map((row) => row.slice(5))).toEqual([
    ['–', '–', '–', '–', '–'],
    ['–', '–', '–', '–', '–'],
  ]);
  expect((await tableOf(page, 'The board'))[1]?.slice(0, 2)).toEqual(['Lunch', '2']);
  expect(await csvOf(page, 'The board day by day')).toEqual(perDay);
  await expectAxeClean(page, 'the kitchen board');
});
