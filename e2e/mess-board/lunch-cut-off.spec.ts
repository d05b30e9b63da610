import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signUpResident } from '../support/members';
import { E2E_BASE_URL } from '../support/e2e-env';
import { chooseSitting, dhaka, openAdmin, planSitting, sittingSwitch, standAt } from './board';

// Dates of this journey's own, far from the real today: the server and the page both stand
// where the test puts them (x-test-now, Playwright's clock), nobody waits for a cut-off.
const MONDAY = '2030-01-14';
const TUESDAY = '2030-01-15';

test('a resident turns tomorrow’s lunch off, and sees it locked once the cut-off passes', async ({
  page,
  kitchen,
  playwright,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Cut-off Biryani'), category: 'Lunch' });
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  await planSitting(
    admin,
    { date: TUESDAY, sitting: 'Lunch', mealIds: [meal._id] },
    dhaka(MONDAY, '08:00:00'),
  );
  await admin.dispose();

  await signUpResident(page, 'Cut-off Kona');
  await standAt(page, dhaka(MONDAY, '20:00:00'), { install: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.goto('/menu');

  const tomorrow = page.getByRole('region', { name: /Tuesday/ });
  await expect(tomorrow.getByText('Tomorrow')).toBeVisible();
  await expect(tomorrow.getByRole('link', { name: meal.title })).toBeVisible();
  const lunch = sittingSwitch(page, 'Lunch', 'Tue 15 Jan');
  // The community's default is on the board: one tap turns it off.
  await expect(lunch).toHaveAttribute('aria-checked', 'true');
  await expect(lunch).toHaveAccessibleName('Eating Lunch, Tue 15 Jan');
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-checked', 'false');
  await expect(lunch).toHaveText(/^Not eating/);
  await expect(tomorrow.getByText('Cut-off 10:30 am')).toBeVisible();

  // One second before the cut-off the server still takes a change: back on, then off again.
  // The page's clock runs on in real time while the page reloads, so it starts half a minute
  // earlier: on a busy machine a second can pass before the switch is drawn.
  await standAt(page, dhaka(TUESDAY, '10:29:59'), { pageAt: dhaka(TUESDAY, '10:29:30') });
  await page.reload();
  await expect(lunch).toHaveAttribute('aria-checked', 'false');
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-checked', 'true');
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-checked', 'false');
  // The server agrees: the last tap was saved.
  const board = await page.request.get(`/api/board?from=${TUESDAY}&to=${TUESDAY}`, {
    headers: { 'x-test-now': dhaka(TUESDAY, '10:29:59') },
  });
  expect((await board.json()) as unknown).toMatchObject({
    sittings: [{ date: TUESDAY, sitting: 'Lunch', eating: false }],
  });

  // Two seconds on, without a reload: the page's clock passes the cut-off and the switch goes.
  await standAt(page, dhaka(TUESDAY, '10:30:01'));
  await page.clock.runFor(10_000);
  const today = page.getByRole('region', { name: /Tuesday/ });
  await expect(lunch).toHaveCount(0);
  await expect(today.getByText('Locked at 10:30 am')).toBeVisible();
  await expect(today.getByText('You are not eating')).toBeVisible();

  // A reload asks the server, which says the same; a late change is refused in words.
  await page.reload();
  await expect(today.getByText('Locked at 10:30 am')).toBeVisible();
  const late = await chooseSitting(
    page.request,
    { date: TUESDAY, sitting: 'Lunch' },
    true,
    dhaka(TUESDAY, '10:30:01'),
  );
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { message: string }).message).toContain('10:30');
});

test('a tap the server refuses (the cut-off passed first) goes back and says why', async ({
  page,
  kitchen,
  playwright,
}) => {
  const day = '2030-01-22';
  const meal = await kitchen.addMeal({ title: uniqueTitle('Late Tehari'), category: 'Lunch' });
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  await planSitting(
    admin,
    { date: day, sitting: 'Lunch', mealIds: [meal._id] },
    dhaka('2030-01-20', '08:00:00'),
  );
  await admin.dispose();
  await signUpResident(page, 'Late Laila');
  // The phone's clock is a few seconds behind the server's.
  await standAt(page, dhaka(day, '10:29:50'), { install: true });
  await page.goto('/menu');
  const lunch = sittingSwitch(page, 'Lunch', 'Tue 22 Jan');
  await expect(lunch).toHaveAttribute('aria-checked', 'true');
  await page.setExtraHTTPHeaders({ 'x-test-now': dhaka(day, '10:30:05') });
  await lunch.click();
  await expect(page.getByRole('status').filter({ hasText: 'is locked' })).toContainText('10:30');
  await expect(page.getByText('Locked at 10:30 am')).toBeVisible();
  await expect(page.getByText('You are eating')).toBeVisible();
});
