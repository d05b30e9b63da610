import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeFor } from '../a11y/axe';
import { dhaka, planSitting, standAt } from '../mess-board/board';
import { startOwnServer } from '../pwa/own-server';
import { E2E_ADMIN, E2E_PORT } from '../support/e2e-env';
import { Kitchen, uniqueTitle } from '../support/kitchen';

// Publishing tells every resident of the server. This journey runs a server of its own (E2E_PORT+4),
// so the residents of other journeys, who count their unread notifications, never hear of it.
const OWN = `http://127.0.0.1:${E2E_PORT + 4}`;
const WEEK = '2031-03-03';
// Thursday of the week before, on Dhaka's clock: the week of 3 March is next week.
const NOW = dhaka('2031-02-27', '09:00:00');

// Its own server starts with a fresh database (migrations first): slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  server = await startOwnServer({
    port: 4,
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      TEST_CLOCK_HEADER: 'true',
    },
  });
});
test.afterAll(() => server.stop());
test.use({ baseURL: OWN });

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: OWN },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function expectNoAxeViolations(page: Page, label: string, within?: string) {
  const builder = axeFor(page);
  const results = await (within ? builder.include(within) : builder).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

test('the admin publishes the week in the planner; a resident hears of it and keeps the cut-off reminder on', async ({
  page,
  browser,
  playwright,
}) => {
  const adminApi = await playwright.request.newContext({ baseURL: OWN });
  const kitchen = await Kitchen.open(adminApi, OWN);
  const meal = await kitchen.addMeal({ title: uniqueTitle('Published Khichuri') });
  await planSitting(adminApi, { date: '2031-03-05', sitting: 'Lunch', mealIds: [meal._id] }, NOW);
  await adminApi.dispose();

  const residentContext = await browser.newContext({ baseURL: OWN, serviceWorkers: 'block' });
  const resident = await residentContext.newPage();
  const password = 'a long resident password';
  const email = `reminded-${Date.now()}@example.com`;
  const joined = await resident.request.post('/api/auth/sign-up/email', {
    headers: { origin: OWN },
    data: { name: 'Reminded Rumana', email, password },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await test.step('the admin publishes the week and reads when, and by whom', async () => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.setViewportSize({ width: 1024, height: 800 });
    await standAt(page, NOW, { install: true });
    await page.goto(`/dashboard/admin/menu?week=${WEEK}`);
    await expect(page.getByText('Mon 3 Mar – Sun 9 Mar')).toBeVisible();
    const status = page.getByTestId('publication-status');
    await expect(status).toHaveText(
      'Not published yet: residents have not been told about this week.',
    );

    await page.getByRole('button', { name: 'Publish week' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: 1 resident told.')).toBeVisible();
    await expect(status).toHaveText(/^Published \d{1,2} \w{3}, \d\d:\d\d by Admin$/);
    await expectNoAxeViolations(page, 'the planner at 1024 px', 'main');
    await page.screenshot({ path: 'docs/screenshots/issue-22/planner-publish-week-1024.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Publish week' })).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/issue-22/planner-publish-week-390.png' });

    // A second click on the same plan tells nobody again.
    await page.getByRole('button', { name: 'Publish week' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      page.getByText('Already published as it is: nobody was told again.'),
    ).toBeVisible();
  });

  await test.step('the resident reads the news in the bell and turns the reminder on', async () => {
    for (const width of [390, 1280]) {
      await resident.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await resident.goto('/');
      await resident.getByRole('button', { name: /^Notifications/ }).click();
      const panel = resident.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByText("Next week's menu is out")).toBeVisible();
      const reminder = panel.getByRole('switch', { name: 'Remind me before the cut-off' });
      if (width === 390) {
        await expect(reminder).toHaveAttribute('aria-checked', 'false');
        await reminder.click();
        await expect(reminder).toHaveAttribute('aria-checked', 'true');
        // Kept on the server: it is still on after a reload.
        await resident.reload();
        await resident.getByRole('button', { name: /^Notifications/ }).click();
      }
      await expect(reminder).toHaveAttribute('aria-checked', 'true');
      await expect(panel.getByText(/^Reminders come as notifications/)).toBeVisible();
      await expectNoAxeViolations(resident, `the bell panel at ${width} px`, 'header');
      await resident.screenshot({
        path: `docs/screenshots/issue-22/bell-cut-off-reminder-${width}.png`,
      });
    }
  });
  await residentContext.close();
});
