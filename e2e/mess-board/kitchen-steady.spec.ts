import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin } from '../support/members';
import { dhaka, planSitting, standAt } from './board';

// A day of this journey's own, so its sittings are planned as it says whatever others plan.
const DAY = '2030-02-13';
const MORNING = dhaka(DAY, '08:00:00');

// Run in the page (the journeys are typed without the DOM): sums every layout shift it sees.
const SUM_LAYOUT_SHIFTS = `
  window.shifted = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.shifted += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

// Lighthouse found the kitchen's sheet jumping on a phone (layout shift 0.27): the status line
// wrapped the Print button under it once 'Live…' replaced 'Connecting…', and the cards grew when
// the menu's dishes came after the counts. The answers arrive here in that order, slowly.
test('the kitchen’s sheet does not move as its answers and the live stream arrive', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Steady Dal'), category: 'Lunch' });
  await signInAdmin(page);
  await planSitting(page.request, { date: DAY, sitting: 'Lunch', mealIds: [meal._id] }, MORNING);
  await standAt(page, MORNING, { install: true });
  await page.setViewportSize({ width: 412, height: 823 });
  const late = (ms: number) => async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await page.route('**/api/menu?**', late(1500));
  await page.route('**/api/notifications/stream', late(800));
  await page.addInitScript(SUM_LAYOUT_SHIFTS);

  await page.goto('/dashboard/admin/kitchen');
  const lunch = page
    .getByRole('region', { name: /^Today/ })
    .getByRole('article', { name: /Lunch/ });
  await expect(page.getByText('Live: counts change as residents choose')).toBeVisible();
  await expect(lunch.getByText(meal.title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Layout shift is a score (the moved area times the distance); the fault scored 0.24.
  expect(await page.evaluate('window.shifted')).toBeLessThan(0.01);
});
