import type { PickupCode } from '@messmate/shared';
import { dhaka, planSitting, standAt, TEST_NOW_HEADER } from '../mess-board/board';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin, signUpResident } from '../support/members';

// A day of this journey's own, far ahead: the first read after a cut-off freezes a count.
const DAY = '2030-04-23';
const NOON = dhaka(DAY, '12:55:00');

test("the pickup view shows today's board code, and the kitchen counts it once collected", async ({
  browser,
  page,
  kitchen,
}) => {
  const dal = await kitchen.addMeal({ title: uniqueTitle('Board Dal'), category: 'Lunch' });
  await signInAdmin(page);
  await planSitting(
    page.request,
    { date: DAY, sitting: 'Lunch', mealIds: [dal._id] },
    dhaka('2030-04-22', '09:00:00'),
  );

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const resident = await phone.newPage();
  const { name } = await signUpResident(resident, 'Board Bashir');
  await standAt(resident, NOON, { install: true });
  await resident.goto('/dashboard/pickup');
  const card = resident.getByRole('article', { name: `Pickup code for Lunch: ${dal.title}` });
  await expect(card.getByText('Mess board · Lunch')).toBeVisible();
  await expect(card).toContainText(name);
  const listed = await resident.request.get('/api/pickup-codes', {
    headers: { [TEST_NOW_HEADER]: NOON },
  });
  const [code] = (await listed.json()) as PickupCode[];
  expect(code).toMatchObject({ kind: 'board', sitting: 'Lunch', date: DAY });
  await expect(card).toContainText(`${code?.shortCode.slice(0, 3)} ${code?.shortCode.slice(3)}`);
  await expectNoSeriousViolations(resident, 'the pickup view with a board code');
  await resident.screenshot({
    path: 'docs/screenshots/issue-21/board-code-390.png',
    fullPage: true,
  });

  // The counter, at 13:05 that day: the typed short code shows who and which sitting.
  await standAt(page, dhaka(DAY, '13:05:00'), { install: true });
  await page.goto('/dashboard/admin/counter');
  const scanned = page.getByRole('region', { name: 'Scanned code' });
  await page.getByLabel('Short code').fill(code?.shortCode.toLowerCase() ?? '');
  await page.keyboard.press('Enter');
  await expect(scanned).toContainText(name);
  await expect(scanned).toContainText(`Lunch: ${dal.title}`);
  await expectNoSeriousViolations(page, 'the counter with a board code');
  await scanned.getByRole('button', { name: 'Serve' }).click();
  // On the community's clock, not the device's (this browser runs on UTC: it would say 07:05).
  await expect(scanned).toContainText('Served at 13:05');
  await page.screenshot({ path: 'docs/screenshots/issue-21/counter-board-code-1280.png' });

  await page.clock.setSystemTime(new Date(dhaka(DAY, '13:10:00')));
  await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: dhaka(DAY, '13:10:00') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/admin/kitchen');
  const lunch = page
    .getByRole('region', { name: /^Today/ })
    .getByRole('article', { name: /Lunch/ });
  await expect(lunch.getByTestId('collected-count')).toHaveText(/^1 of \d+$/);
  await page.screenshot({ path: 'docs/screenshots/issue-21/kitchen-collected-1280.png' });
  await resident.reload();
  await expect(card).toHaveCount(0);
  await phone.close();
});
