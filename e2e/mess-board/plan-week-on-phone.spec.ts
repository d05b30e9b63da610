import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signInAdmin } from '../support/members';
import { dhaka, standAt } from './board';

// Weeks of this journey's own (Mondays), far from the real today.
const LAST_WEEK = '2031-03-03';
const THIS_WEEK = '2031-03-10';

test('the admin plans a week on a phone, then copies it into the next, locked sittings skipped', async ({
  page,
  kitchen,
}) => {
  const [khichuri, dal] = await kitchen.addMeals([
    { title: uniqueTitle('Phone Khichuri'), category: 'Lunch' },
    { title: uniqueTitle('Phone Dal'), category: 'Lunch' },
  ]);
  if (!khichuri || !dal) throw new Error('the kitchen added no meals');
  await signInAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await standAt(page, dhaka(LAST_WEEK, '07:00:00'), { install: true });
  await page.goto(`/dashboard/admin/menu?week=${LAST_WEEK}`);
  await expect(page.getByText('Mon 3 Mar – Sun 9 Mar')).toBeVisible();

  // Three lunches, each in a few taps; Wednesday's with a note.
  for (const day of ['Mon 3 Mar', 'Tue 4 Mar', 'Wed 5 Mar']) {
    await page.getByRole('button', { name: `Plan Lunch, ${day}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lunch, ${day}` });
    const search = dialog.getByRole('searchbox', { name: 'Search the catalogue' });
    await search.fill(khichuri.title);
    await dialog.getByRole('checkbox', { name: new RegExp(khichuri.title) }).check();
    await search.fill(dal.title);
    await dialog.getByRole('checkbox', { name: new RegExp(dal.title) }).check();
    await expect(dialog.getByText('Dishes (2 picked)')).toBeVisible();
    if (day === 'Wed 5 Mar') await dialog.getByLabel('Note (optional)').fill('Wednesday special');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const dayRow = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(dayRow('Wed 5 Mar').getByText(khichuri.title)).toBeVisible();
  await expect(dayRow('Wed 5 Mar').getByText('Wednesday special')).toBeVisible();
  // Nothing sticks out of a phone's screen.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    390,
  );

  // Tuesday's lunch comes off the menu again.
  await page.getByRole('button', { name: 'Edit Lunch, Tue 4 Mar' }).click();
  await page
    .getByRole('dialog', { name: 'Lunch, Tue 4 Mar' })
    .getByRole('button', { name: 'Take off the menu' })
    .click();
  await expect(page.getByRole('button', { name: 'Plan Lunch, Tue 4 Mar' })).toBeVisible();

  // A week on, at noon on its Monday: Monday's lunch is past its 10:30 cut-off.
  await standAt(page, dhaka(THIS_WEEK, '12:00:00'));
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText('Mon 10 Mar – Sun 16 Mar')).toBeVisible();
  await page.getByRole('button', { name: 'Copy last week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy last week' }).click();
  const report = page.getByRole('status').filter({ hasText: 'from last week' });
  await expect(report).toContainText('Copied 1 sitting from last week.');
  await expect(report).toContainText('Skipped, already locked: Mon 10 Mar Lunch.');
  await expect(dayRow('Wed 12 Mar').getByText(dal.title)).toBeVisible();
  await expect(dayRow('Wed 12 Mar').getByText('Wednesday special')).toBeVisible();
  await expect(dayRow('Mon 10 Mar').getByText('Not planned')).toHaveCount(3);
  await expect(dayRow('Tue 11 Mar').getByText('Not planned')).toHaveCount(3);

  // The board counts residents: on the menu the admin reads the cut-off, with no switch.
  await page.goto('/menu');
  const wednesday = page.getByRole('region', { name: /Wednesday/ }).first();
  await expect(wednesday.getByText('Cut-off 10:30 am')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});
