import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expectTablesFit } from '../admin-tables/layout';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { openAdmin } from '../mess-board/board';
import { E2E_BASE_URL } from '../support/e2e-env';
import { uniqueTitle, uniqueWord } from '../support/kitchen';
import { signUpResident } from '../support/members';

const SHOTS = 'docs/screenshots/issue-23';

test.describe.configure({ timeout: 360_000 });

/** At a phone's width and a laptop's: fits the screen, passes axe, and leaves a screenshot. */
async function checkAtBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, `${name} in Bangla at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/${name}-bn-${width}.png`, fullPage: true });
  }
}

test("an admin reads the admin's lists, the support queue and the kitchen's analytics in Bangla", async ({
  page,
  kitchen,
  newResident,
  playwright,
}) => {
  // An admin of this journey's own: the language is kept in the account, and the shared e2e admin
  // stays in English for the journeys running beside this one.
  const word = uniqueWord();
  const boss = await signUpResident(page, `Bangla Bilkis ${word}`);
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  const promoted = await admin.patch(`/api/users/${encodeURIComponent(boss.email)}/make-admin`);
  expect(promoted.status(), await promoted.text()).toBe(200);
  await admin.dispose();
  const meal = await kitchen.addMeal({ title: uniqueTitle('Shorshe Ilish') });
  const upcoming = await kitchen.addUpcomingMeal({ title: uniqueTitle('Kacchi Biryani') });
  const resident = await newResident(`Bangla Babul ${word}`);
  for (let n = 1; n <= 21; n += 1) {
    const res = await resident.request.post(`/api/meals/${meal._id}/review`, {
      data: { content: `${word} অসাধারণ স্বাদ ${n}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/admin/manage-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ব্যবহারকারী ব্যবস্থাপনা' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Manage Users: the search, the role filter, the count and the admin's own row.
  await expect(page).toHaveTitle('ব্যবহারকারী ব্যবস্থাপনা · MessMate');
  await page.getByLabel('ব্যবহারকারী খুঁজুন').fill(word);
  await expect(page.getByText('2 জন ব্যবহারকারী, নাম অনুযায়ী')).toBeVisible();
  const role = page.getByLabel('ভূমিকা', { exact: true });
  await expect(role.getByRole('option')).toHaveText(['সবাই', 'শিক্ষার্থী', 'অ্যাডমিন']);
  await checkAtBothWidths(page, 'manage-users', async () => {
    await expect(page.getByText('অ্যাডমিন (আপনি)').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^অ্যাডমিন করুন/ })).toBeVisible();
  });
  await expectTablesFit(page, 'Manage Users in Bangla');

  // All Reviews: the count, the rating filter and the pager, in Bangla.
  await page.goto(`/dashboard/admin/all-reviews?q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'সব রিভিউ' })).toBeVisible();
  await expect(page.getByText('21টি রিভিউ, নতুনগুলো আগে')).toBeVisible();
  await expect(page.getByLabel('রেটিং', { exact: true }).getByRole('option').first()).toHaveText(
    'যেকোনো রেটিং',
  );
  const pager = page.getByRole('navigation', { name: 'রিভিউ: পাতাগুলো' });
  await expect(pager.getByText('পাতা 1 / 2')).toBeVisible();
  await pager.getByRole('link', { name: 'পরের পাতা (রিভিউ)' }).click();
  await expect(pager.getByText('পাতা 2 / 2')).toBeVisible();
  await expect(pager.getByRole('link', { name: 'আগের পাতা (রিভিউ)' })).toBeVisible();
  await checkAtBothWidths(page, 'all-reviews', async () => {
    await expect(
      page.getByText(`${word} অসাধারণ স্বাদ 1`, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `খাবার দেখুন ${meal.title}` })).toBeVisible();
  });
  await expectTablesFit(page, 'All Reviews in Bangla');

  // The admin's Upcoming Meals: the list and its actions.
  await page.goto('/dashboard/admin/upcoming-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'আসন্ন খাবার' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'আসন্ন খাবার যোগ করুন' })).toBeVisible();
  await checkAtBothWidths(page, 'admin-upcoming', async () => {
    await expect(page.getByRole('button', { name: `প্রকাশ করুন ${upcoming.title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `মুছুন ${upcoming.title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `সম্পাদনা ${upcoming.title}` })).toBeVisible();
  });
  await expectTablesFit(page, 'Upcoming Meals in Bangla');

  // The support queue's filters.
  await page.goto('/dashboard/admin/support');
  await expect(page.getByRole('heading', { level: 1, name: 'সহায়তা' })).toBeVisible();
  await expect(page).toHaveTitle('সহায়তা · অ্যাডমিন · MessMate');
  await expect(page.getByLabel('অবস্থা', { exact: true }).getByRole('option')).toHaveText([
    'সব',
    'খোলা',
    'উত্তর এসেছে',
    'বন্ধ',
  ]);
  await expect(
    page.getByLabel('বিষয়ের ধরন', { exact: true }).getByRole('option').first(),
  ).toHaveText('সব');
  await expect(page.getByText('গোল্ড ও প্লাটিনাম সদস্যরা আগে', { exact: false })).toBeVisible();
  await checkAtBothWidths(page, 'support-queue', async () => {
    await expect(page.getByRole('status').filter({ hasText: 'লোড হচ্ছে' })).toHaveCount(0);
  });

  // The kitchen's analytics: the period, the headline numbers, the figures and their CSV.
  await page.goto('/dashboard/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'রান্নাঘরের বিশ্লেষণ' })).toBeVisible();
  await expect(page).toHaveTitle('বিশ্লেষণ · অ্যাডমিন · MessMate');
  const period = page.getByRole('group', { name: 'সময়কাল' });
  await expect(period.getByRole('button', { name: 'এই সপ্তাহ' })).toBeVisible();
  await checkAtBothWidths(page, 'kitchen-analytics', async () => {
    const numbers = page.getByRole('definition');
    await expect(numbers.first()).toBeVisible();
    await expect(page.getByText('সক্রিয় বাসিন্দা')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'দিন ও বেলা অনুযায়ী অনুরোধ' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'CSV ডাউনলোড করুন: এখন যাঁদের যে ব্যাজ' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'এখন যাঁদের যে ব্যাজ: সংখ্যাগুলো' }).getByRole('columnheader'),
    ).toHaveText(['ব্যাজ', 'বাসিন্দা']);
  });
});
