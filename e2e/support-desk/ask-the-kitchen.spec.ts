import type { Page } from '@playwright/test';
import { axeFor } from '../a11y/axe';
import { photoFile } from '../admin/catalogue-helpers';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buyPlan, buySilver, signInAdmin, signUpResident } from '../support/members';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every WCAG 2.2 A and AA violation axe finds, once nothing is loading. */
async function expectAxeClean(page: Page, label: string) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const { violations } = await axeFor(page).withTags(WCAG_22_AA).analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

async function shot(page: Page, name: string) {
  // From the top: a page scrolled down would paint its sticky bar over the middle of the shot.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

for (const width of [390, 1280]) {
  test(`at ${width} px a resident asks about a meal, the kitchen answers, and the resident reads it and closes the thread`, async ({
    browser,
    page,
    kitchen,
  }) => {
    // Two people, five axe scans and six full-page shots: on a slow CI machine this takes
    // longer than one page's journey is given.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const meal = await kitchen.addMeal({ title: uniqueTitle('Plain Rice') });
    const resident = await signUpResident(page, 'Asking Ayesha');
    // Gold: the plan that promises priority support.
    await buyPlan(page.request, 'Gold');
    const subject = `Cold rice ${meal.title.split(' ').at(-1)}`;

    await page.goto(`/meals/${meal._id}`);
    await expect(page.getByRole('heading', { name: meal.title })).toBeVisible();
    await shot(page, `meal-page-${width}`);
    await page.getByRole('link', { name: 'Ask the kitchen about this meal' }).click();
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.getByText(`About: ${meal.title}`)).toBeVisible();
    await expect(page.getByLabel('Topic')).toHaveValue('food');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The rice was cold.\n<b>Please</b> heat it.');
    await page.getByLabel('Photo (optional)').setInputFiles(await photoFile('rice.jpg', '#f6ad55'));
    await expectAxeClean(page, `the support form at ${width} px`);
    await shot(page, `resident-form-${width}`);
    await page.getByRole('button', { name: 'Send to the kitchen' }).click();

    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    // Plain text: the markup shows as typed, and no bold element is made of it.
    await expect(page.getByText('<b>Please</b> heat it.', { exact: false })).toBeVisible();
    await expect(page.locator('li b')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'The photo sent with this thread' })).toBeVisible();
    const threadUrl = page.url();

    const adminContext = await browser.newContext({
      viewport: { width: Math.max(width, 1024), height: 900 },
    });
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto('/dashboard/admin/support?status=open&topic=food');
    const row = admin.getByRole('listitem').filter({ hasText: subject });
    await expect(row).toContainText(resident.name);
    await expect(row).toContainText('Gold');
    await expect(row).toContainText('Priority');
    await expectAxeClean(admin, 'the admin queue');
    await shot(admin, `admin-queue-${width}`);
    await row.getByRole('link', { name: subject }).click();
    await admin
      .getByLabel('Your answer')
      .fill('Sorry! The rice cooker is fixed; fresh rice tonight.');
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
    await expectAxeClean(admin, 'the admin thread');
    await shot(admin, `admin-thread-${width}`);
    await adminContext.close();

    // The bell lives in the site's top bar.
    await page.goto('/meals');
    await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
    await bell(page).click();
    const notice = page.getByRole('link', { name: /The kitchen answered you/ });
    await expect(notice).toContainText(`There is a reply to "${subject}".`);
    await notice.click();
    await expect(page).toHaveURL(threadUrl);
    await expect(page.getByText('The kitchen (')).toBeVisible();
    await expect(page.getByText('fresh rice tonight.')).toBeVisible();
    await page.getByLabel('Your reply').fill('Thank you!');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
    await expectAxeClean(page, `the resident's thread at ${width} px`);
    await shot(page, `resident-thread-${width}`);
    await page.getByRole('button', { name: 'Close thread' }).click();
    await expect(
      page.getByText('This thread is closed. Open a new one if you need more help.'),
    ).toBeVisible();

    await page.getByRole('link', { name: '← All threads' }).click();
    const mine = page.getByRole('list', { name: 'Your threads' });
    await expect(mine.getByRole('listitem').filter({ hasText: subject })).toContainText('Closed');
    await page.goto(`/meals/${meal._id}`);
    await expect(page.getByRole('heading', { name: meal.title })).toBeVisible();
  });
}

test("a request's row opens the form about that request", async ({ page, kitchen }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const meal = await kitchen.addMeal({ title: uniqueTitle('Chicken Biryani') });
  await signUpResident(page, 'Requesting Rumana');
  await buySilver(page.request);
  const asked = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto('/dashboard/requests');
  const ask = page.getByRole('link', { name: `Ask the kitchen about your ${meal.title} request` });
  await expect(ask).toBeVisible();
  await shot(page, 'requests-row-390');
  // By keyboard alone: the row's link, then the form from the message to the send button.
  await page
    .getByRole('link', { name: `Ask the kitchen about your ${meal.title} request` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`About: your request for ${meal.title}`)).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('request');
  await page.getByLabel('Subject').fill('Still waiting');
  await page.getByLabel('Message').fill('My biryani has not come yet.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Photo (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send to the kitchen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Still waiting', level: 1 })).toBeVisible();
  await expect(page.getByText(`A meal request · ${meal.title}`)).toBeVisible();
});
