import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin, signUpResident } from '../support/members';

const SHOTS = 'docs/screenshots/issue-23';
// The server's own words (packages/shared: the daily limit and the served note), not the web's.
const LIMIT_IN_BANGLA = /Silver সদস্যরা দিনে 3টি খাবার চাইতে পারেন।/;
const SERVED_IN_BANGLA = 'আপনার খাবার দেওয়া হয়েছে';

/** The account keeps the language the resident picked: the server words their notes in it. */
async function expectAccountLanguage(page: Page, language: string) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/users/me')).json()) as { language: string | null })
          .language,
    )
    .toBe(language);
}

test('a Bangla reader gets the server’s refusal, its reason and its notification in Bangla', async ({
  browser,
  page,
  kitchen,
}) => {
  test.setTimeout(120_000);
  const meals = await kitchen.addMeals(
    ['Shorshe Ilish', 'Beef Tehari', 'Chicken Rezala', 'Morog Polao'].map((dish) => ({
      title: uniqueTitle(dish),
    })),
  );
  const [first, second, third, fourth] = meals;
  if (!first || !second || !third || !fourth) throw new Error('four meals were added');
  await signUpResident(page, 'Bangla Rahim');
  await buySilver(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/meals/${fourth._id}`);
  await expect(page.getByRole('heading', { level: 1, name: fourth.title })).toBeVisible();
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expectAccountLanguage(page, 'bn');
  await page.setViewportSize({ width: 390, height: 844 });
  const request = page.getByRole('button', { name: 'খাবার চাই' });
  await expect(request).toBeEnabled();

  // Silver asks for three meals a day: the other three are asked for elsewhere (another tab),
  // after this page was drawn, so only the server knows this fourth one is over the limit.
  let servedId = '';
  for (const meal of [first, second, third]) {
    const asked = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
    expect(asked.status(), await asked.text()).toBe(201);
    servedId ||= ((await asked.json()) as { insertedId: string }).insertedId;
  }
  await request.click();
  await expect(page.getByRole('status').filter({ hasText: LIMIT_IN_BANGLA })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/server-refusal-bn-390.png` });

  // Drawn again, the page gives the server's reason beside the disabled button.
  await page.reload();
  await expect(page.getByRole('button', { name: 'খাবার চাই' })).toBeDisabled();
  await expect(page.getByText(LIMIT_IN_BANGLA)).toBeVisible();

  // The kitchen serves the first request: the note is written in the resident's language.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  const served = await admin.request.patch(`/api/serve-meals/${servedId}`);
  expect(served.status(), await served.text()).toBe(200);
  await adminContext.close();
  await page.getByRole('button', { name: /^নোটিফিকেশন/ }).click();
  const panel = page.getByRole('dialog', { name: 'নোটিফিকেশন' });
  await expect(panel.getByText(SERVED_IN_BANGLA)).toBeVisible();
  await expect(panel.getByText(`${first.title} দেওয়া হয়েছে। খাবার উপভোগ করুন!`)).toBeVisible();
});
