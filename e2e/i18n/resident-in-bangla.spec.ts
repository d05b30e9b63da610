import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { dhaka, openAdmin, standAt, TEST_NOW_HEADER } from '../mess-board/board';
import { planDays } from '../mess-board/week-of-meals';
import { E2E_BASE_URL } from '../support/e2e-env';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signUpResident } from '../support/members';

// A week of this journey's own, years ahead: nobody else plans it.
const WEEK = [
  '2034-05-01',
  '2034-05-02',
  '2034-05-03',
  '2034-05-04',
  '2034-05-05',
  '2034-05-06',
  '2034-05-07',
];
const SHOTS = 'docs/screenshots/issue-23';

/** Loads the page's lazy photos now, so the full-page screenshot has them all. */
async function loadEveryPhoto(page: Page) {
  await page.evaluate(
    `document.querySelectorAll('img').forEach((image) => { image.loading = 'eager'; })`,
  );
  await expect
    .poll(() => page.evaluate(`[...document.images].every((image) => image.complete)`))
    .toBe(true);
}

test('a resident switches to Bangla, browses the meals, opens one, and comes back to English', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Bhuna Khichuri'), price: 120 });
  await signUpResident(page, 'Bangla Bithi');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The Bangla is one chunk of its own, fetched only once a reader picks Bangla.
  const bangla: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/bangla-catalogue-[^/]+\.js$/.test(request.url())) bangla.push(request.url());
  });
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'All Meals' })).toBeVisible();
  expect(bangla).toEqual([]);
  await page.getByRole('button', { name: 'বাংলা' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'সব খাবার' })).toBeVisible();
  expect(bangla).toHaveLength(1);
  await page.getByRole('searchbox', { name: 'খুঁজুন' }).fill(meal.title);
  // The search reaches the address after a pause; a click before it would be undone by it.
  await expect(page).toHaveURL(/search=/);
  const card = page.getByRole('article').filter({ hasText: meal.title });
  await expect(card).toContainText('৳120');
  await card.getByRole('link', { name: `বিস্তারিত দেখুন (${meal.title})` }).click();

  await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  await expect(page.getByText('৳120', { exact: true })).toBeVisible();
  const actions = page.getByTestId('meal-actions');
  await expect(actions.getByRole('button', { name: /^পছন্দ/ })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'খাবার চাই' })).toBeDisabled();
  await expect(actions).toContainText('প্ল্যানগুলো দেখুন');
  await expect(page.getByRole('heading', { level: 2, name: /^রিভিউ/ })).toBeVisible();
  await expect(page.getByLabel('রিভিউ লিখুন')).toBeVisible();
  await expect(page).toHaveTitle(`${meal.title} · MessMate`);
  await expectNoSeriousViolations(page, 'a meal’s page in Bangla');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(actions.getByRole('button', { name: 'Request Meal' })).toBeDisabled();
  await expect(page.getByLabel('Leave a Review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All meals' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the resident’s pages in Bangla fit a phone (screenshots)', async ({
  page,
  kitchen,
  playwright,
}) => {
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  await planDays(admin, kitchen, WEEK, dhaka('2034-04-28', '09:00:00'));
  await admin.dispose();
  const meal = await kitchen.addMeal({
    title: uniqueTitle('Murgir Jhol'),
    description: 'Chicken in a light cumin and ginger broth, with potatoes. '.repeat(3),
    price: 95,
  });
  await signUpResident(page, 'Bangla Bithi');
  await buySilver(page.request);
  // Monday lunchtime of that week: lunch is being served, dinner's cut-off is ahead.
  const noon = dhaka('2034-05-01', '13:30:00');
  const asked = await page.request.post('/api/serve-meals', {
    headers: { [TEST_NOW_HEADER]: noon },
    data: { mealId: meal._id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await standAt(page, noon, { install: true });
  await page.addInitScript(`localStorage.setItem('messmate.language', 'bn')`);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'আজকের মেনু' })).toBeVisible();
  await expect(page.getByText('এখন পরিবেশন চলছে')).toBeVisible();
  await expect(page.getByRole('heading', { name: /সবচেয়ে প্রিয় খাবার/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await loadEveryPhoto(page);
  await page.screenshot({ path: `${SHOTS}/home-bn-390.png`, fullPage: true });

  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'সব খাবার' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ফিল্টার মুছুন' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'খাবার' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await loadEveryPhoto(page);
  await page.screenshot({ path: `${SHOTS}/meals-bn-390.png` });

  await page.goto(`/meals/${meal._id}`);
  const actions = page.getByTestId('meal-actions');
  await expect(actions).toContainText('আজ চাওয়া হয়েছে');
  await expect(actions).toContainText('অপেক্ষমাণ');
  await expect(actions).toContainText('আজ 3টি অনুরোধের মধ্যে 2টি বাকি');
  await expect(page.getByLabel('রিভিউ লিখুন')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await loadEveryPhoto(page);
  await page.screenshot({ path: `${SHOTS}/meal-details-bn-390.png` });

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 2, name: 'এই সপ্তাহ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /আজ$/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/dashboard/my-week');
  await expect(page.getByRole('heading', { level: 1, name: 'আমার সপ্তাহ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'বাইরে যাচ্ছেন?' })).toBeVisible();
  await expect(page.getByText(/লক হয়ে গেছে/).first()).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/my-week-bn-390.png`, fullPage: true });

  await page.goto('/dashboard/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'চাওয়া খাবার' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(meal.title);
  await expect(page.getByRole('link', { name: 'পিকআপ কোড' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/requested-meals-bn-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByText('এখন পরিবেশন চলছে')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await loadEveryPhoto(page);
  await page.screenshot({ path: `${SHOTS}/home-bn-1280.png` });
});

test('in Bangla a Silver resident likes an upcoming dish and asks the kitchen (screenshots)', async ({
  page,
  kitchen,
}) => {
  const dish = await kitchen.addUpcomingMeal({ title: uniqueTitle('Chingri Malaikari') });
  await signUpResident(page, 'Bangla Bithi');
  await buySilver(page.request);
  await page.addInitScript(`localStorage.setItem('messmate.language', 'bn')`);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/upcoming-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'আসন্ন খাবার' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: dish.title });
  await expect(card).toContainText('0 জনের পছন্দ');
  await card.getByRole('button', { name: `পছন্দ ${dish.title}` }).click();
  await expect(card).toContainText('1 জনের পছন্দ');
  await expect(card.getByRole('button', { name: `পছন্দ করেছেন ${dish.title}` })).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await loadEveryPhoto(page);
  await page.screenshot({ path: `${SHOTS}/upcoming-meals-bn-390.png` });

  await page.goto('/dashboard/support');
  await expect(page.getByRole('heading', { level: 1, name: 'সহায়তা' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'এখনো কোনো আলাপ নেই' })).toBeVisible();
  await page.getByLabel('বিষয়ের ধরন').selectOption('payment');
  await page.getByLabel('বিষয়', { exact: true }).fill('টাকা দুবার কাটা হয়েছে');
  await page.getByLabel('বার্তা').fill('সিলভার প্ল্যানের টাকা দুবার কেটেছে, একবার ফেরত দেবেন?');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the support form in Bangla');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SHOTS}/support-bn-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'রান্নাঘরে পাঠান' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'টাকা দুবার কাটা হয়েছে' })).toBeVisible();
  await expect(page.getByText('পেমেন্ট', { exact: true })).toBeVisible();
  await expect(page.getByText('খোলা', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'আলাপ বন্ধ করুন' }).click();
  await expect(page.getByText('এই আলাপটি বন্ধ। আরও সাহায্য লাগলে নতুন একটি শুরু করুন।')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/support-thread-bn-390.png`, fullPage: true });

  await page.goto('/dashboard/analytics');
  await expect(
    page.getByRole('heading', { name: 'আপনার খাবারের হিসাব সংখ্যায় দেখুন' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/analytics-upgrade-bn-390.png`, fullPage: true });
});
