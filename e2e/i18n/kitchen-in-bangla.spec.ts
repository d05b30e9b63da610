import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { dhaka, openAdmin, planSitting, standAt } from '../mess-board/board';
import { E2E_BASE_URL } from '../support/e2e-env';
import { uniqueTitle } from '../support/kitchen';
import { signUpResident } from '../support/members';

// A day of this journey's own, years ahead: nobody else plans it.
const DAY = '2035-06-04';
const SHOTS = 'docs/screenshots/issue-23';

test('an admin switches to Bangla, reads the Kitchen and the Counter in it, and comes back to English', async ({
  page,
  kitchen,
  playwright,
}) => {
  // An admin of this journey's own: the language is kept in the account, and the shared e2e
  // admin stays in English for the journeys running beside this one.
  const cook = await signUpResident(page, 'Rannaghor Rahima');
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  const promoted = await admin.patch(`/api/users/${encodeURIComponent(cook.email)}/make-admin`);
  expect(promoted.status(), await promoted.text()).toBe(200);
  await admin.dispose();
  const [rice, dal] = await kitchen.addMeals([
    { title: uniqueTitle('Bhuna Khichuri'), category: 'Lunch' },
    { title: uniqueTitle('Masoor Dal'), category: 'Dinner' },
  ]);
  const morning = dhaka(DAY, '08:00:00');
  await planSitting(
    page.request,
    { date: DAY, sitting: 'Lunch', mealIds: [rice?._id ?? ''] },
    morning,
  );
  await planSitting(
    page.request,
    { date: DAY, sitting: 'Dinner', mealIds: [dal?._id ?? ''] },
    morning,
  );
  // Lunch is being served: its leftovers form is open, dinner is still open to changes.
  await standAt(page, dhaka(DAY, '13:30:00'), { install: true });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/dashboard/admin/kitchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Headcount' })).toBeVisible();
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'বাংলা' }).click();
  // The whole app is drawn again in Bangla; the drawer may close with it.
  await expect(page.getByRole('heading', { level: 1, name: 'রান্নাঘরের হিসাব' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('heading', { level: 1, name: 'রান্নাঘরের হিসাব' })).toBeVisible();
  await expect(page).toHaveTitle('রান্নাঘরের হিসাব · MessMate');
  const today = page.getByRole('region', { name: /^আজ, / });
  const lunch = today.getByRole('article', { name: /দুপুরের খাবার/ });
  await expect(lunch).toContainText('জন খাবেন');
  await expect(lunch).toContainText(/\d+ জন বাইরে/);
  await expect(lunch).toContainText('কত প্লেট রাঁধবেন');
  await expect(lunch.getByText(rice?.title ?? '')).toBeVisible();
  await expect(lunch.getByRole('form', { name: 'দুপুরের খাবার: বেঁচে যাওয়া খাবার' })).toBeVisible();
  await expect(lunch.getByLabel('রান্না হয়েছে (প্লেট)')).toBeVisible();
  const dinner = today.getByRole('article', { name: /রাতের খাবার/ });
  await expect(dinner).toContainText('পর্যন্ত খোলা');
  await expect(page.getByRole('button', { name: /প্রিন্ট/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^আগামীকাল, / })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the Kitchen in Bangla at 390 px');
  await page.screenshot({ path: `${SHOTS}/kitchen-bn-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(
    page
      .getByRole('navigation', { name: 'অ্যাডমিন ড্যাশবোর্ড' })
      .getByRole('link', { name: 'সপ্তাহের মেনু' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/kitchen-bn-1024.png`, fullPage: true });

  await page.getByRole('link', { name: 'কাউন্টার' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'কাউন্টার' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ক্যামেরা চালু করুন' })).toBeVisible();
  await page.getByLabel('ছোট কোড').fill('K7M 4QXA');
  await page.getByRole('button', { name: 'খুঁজুন' }).click();
  const scanned = page.getByRole('region', { name: 'স্ক্যান করা কোড' });
  await expect(scanned).toContainText('এই পিকআপ কোডের সাথে কিছু মেলেনি');
  await expect(scanned.getByRole('button', { name: 'পরের জন' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/counter-bn-1024.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/counter-bn-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'ড্যাশবোর্ড মেনু খুলুন' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Counter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
