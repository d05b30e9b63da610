import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/axe';
import { photoFile } from '../admin/catalogue-helpers';
import { expect, test } from '../fixtures';
import { openAdmin } from '../mess-board/board';
import { E2E_BASE_URL } from '../support/e2e-env';
import { uniqueTitle, uniqueWord } from '../support/kitchen';
import { signUpResident } from '../support/members';

const SHOTS = 'docs/screenshots/issue-23';

/** A reader of their own, signed up in a browser of their own, reading in `language`. */
async function readerIn(browser: Browser, language: 'bn' | 'en', name: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(`localStorage.setItem('messmate.language', '${language}')`);
  const page = await context.newPage();
  await signUpResident(page, name);
  return page;
}

test('an admin adds a meal with a Bangla title; a Bangla reader finds it by it, an English reader sees the English', async ({
  page,
  browser,
  playwright,
}) => {
  // Three readers, three axe scans and seven screenshots: longer than one journey's usual time.
  test.setTimeout(180_000);
  // An admin of this journey's own: the language is kept in the account, and the shared e2e
  // admin stays in English for the journeys running beside this one.
  const cook = await signUpResident(page, 'Bangla Banu');
  const admin = await openAdmin(playwright, test.info().project.use.baseURL ?? E2E_BASE_URL);
  const promoted = await admin.patch(`/api/users/${encodeURIComponent(cook.email)}/make-admin`);
  expect(promoted.status(), await promoted.text()).toBe(200);
  await admin.dispose();
  await page.addInitScript(`localStorage.setItem('messmate.language', 'bn')`);

  const title = uniqueTitle('Chingri Malai Curry');
  const word = uniqueWord();
  const titleBn = `চিংড়ি মালাইকারি ${word}`;
  await page.goto('/dashboard/admin/add-meal');
  await expect(page.getByRole('heading', { level: 1, name: 'খাবার যোগ করুন' })).toBeVisible();
  await expect(page).toHaveTitle('খাবার যোগ করুন · MessMate');
  const form = page.getByRole('form', { name: 'একটি খাবার যোগ করুন' });
  await expect(form.getByLabel('বাংলায় নাম (ঐচ্ছিক)')).toHaveAttribute('lang', 'bn');
  await expect(form.getByLabel('বাংলায় বিবরণ (ঐচ্ছিক)')).toHaveAttribute('lang', 'bn');
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, `Add Meal in Bangla at ${width}px`);
    await page.screenshot({
      path: `${SHOTS}/bangla-meal-add-meal-bn-${width}.png`,
      fullPage: true,
    });
  }

  await form.getByLabel('নাম', { exact: true }).fill(title);
  await form.getByLabel('বাংলায় নাম (ঐচ্ছিক)').fill(titleBn);
  await form.getByLabel('ধরন').selectOption('Lunch');
  await form.getByLabel('দাম (৳)').fill('210');
  await form.getByLabel('খাবারের ছবি').setInputFiles(await photoFile('malai.jpg', '#ed8936'));
  await form.getByLabel('উপকরণ (কমা দিয়ে আলাদা করুন)').fill('prawns, coconut milk, onion');
  await form.getByLabel('বিবরণ', { exact: true }).fill('Prawns simmered in coconut milk.');
  await form.getByLabel('বাংলায় বিবরণ (ঐচ্ছিক)').fill('নারকেলের দুধে রান্না গলদা চিংড়ি।');
  await form.getByRole('button', { name: 'খাবার যোগ করুন' }).click();
  await expect(page.getByText('🍽️ খাবার সফলভাবে যোগ হয়েছে!')).toBeVisible();
  await expect(form.getByLabel('বাংলায় নাম (ঐচ্ছিক)')).toHaveValue('');

  await page.goto('/dashboard/admin/all-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'সব খাবার' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'পরিবেশক' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^সম্পাদনা / }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'All Meals in Bangla');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SHOTS}/bangla-meal-all-meals-bn-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/bangla-meal-all-meals-bn-1280.png`, fullPage: true });

  const reader = await readerIn(browser, 'bn', 'Pathok Parvin');
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.goto('/meals');
  await reader.getByRole('searchbox', { name: 'খুঁজুন' }).fill(`মালাইকারি ${word}`);
  await expect(reader).toHaveURL(/search=/);
  const card = reader.getByRole('article').filter({ hasText: titleBn });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('নারকেলের দুধে রান্না গলদা চিংড়ি।');
  await expect(card).not.toContainText(title);
  await reader.screenshot({ path: `${SHOTS}/bangla-meal-card-bn-390.png` });
  await card.getByRole('link', { name: `বিস্তারিত দেখুন (${titleBn})` }).click();
  await expect(reader.getByRole('heading', { level: 1, name: titleBn })).toBeVisible();
  await expect(reader.getByText('নারকেলের দুধে রান্না গলদা চিংড়ি।')).toBeVisible();
  await expect(reader).toHaveTitle(`${titleBn} · MessMate`);
  await reader.screenshot({ path: `${SHOTS}/bangla-meal-details-bn-390.png` });
  await reader.setViewportSize({ width: 1280, height: 900 });
  await reader.screenshot({ path: `${SHOTS}/bangla-meal-details-bn-1280.png` });
  const mealUrl = reader.url();
  await reader.context().close();

  const english = await readerIn(browser, 'en', 'English Emma');
  await english.goto(mealUrl);
  await expect(english.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(english.getByText('Prawns simmered in coconut milk.')).toBeVisible();
  await expect(english.getByText(titleBn)).toHaveCount(0);
  await english.goto(`/meals?search=${encodeURIComponent(titleBn)}`);
  await expect(english.getByRole('article').filter({ hasText: title })).toHaveCount(1);
  await english.context().close();
});
