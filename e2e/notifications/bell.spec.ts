import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin, signUpResident } from '../support/members';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('the bell counts up live when the admin serves the resident’s request', async ({
  browser,
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Dal-Bhat'), category: 'Lunch' });
  await signUpResident(page, 'Bell Bushra');
  await buySilver(page.request);
  const asked = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = ((await asked.json()) as { insertedId: string }).insertedId;
  // Having requested a Lunch meal, the resident hears of new Lunch meals, once a day. Other
  // journeys add meals at any moment, so this one adds one itself: the day's notice is then
  // certain, and no later addition brings another.
  await kitchen.addMeal({ category: 'Lunch' });

  await page.goto('/meals');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Silver package activated!')).toBeVisible();
  await expect(panel.getByText('New on the lunch menu')).toBeVisible();
  await expect(panel.getByText('just now')).toHaveCount(2);
  // Opening the panel marked what it shows as read.
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // The admin serves the request from another browser, as the kitchen would.
  const adminBrowser = await browser.newContext();
  const admin = await adminBrowser.newPage();
  await signInAdmin(admin);
  const served = await admin.request.patch(`/api/serve-meals/${requestId}`);
  expect(served.status(), await served.text()).toBe(200);
  await adminBrowser.close();

  // No reload: the stream brings it.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await bell(page).click();
  const item = panel.getByRole('link', { name: /Your meal is served/ });
  await expect(item).toContainText(`${meal.title} has been served. Enjoy your meal!`);
  await expect(item).toContainText('(new)');
  await item.click();
  await expect(page).toHaveURL(`/meals/${meal._id}`);
  await expect(panel).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
});

test('an empty bell reads well, and Mark all as read clears older unread ones', async ({
  page,
}) => {
  await signUpResident(page, 'Quiet Quamrul');
  await page.goto('/');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText("You're all caught up")).toBeVisible();
  await expect(panel.getByText(/hear when your meal is served/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await expect(bell(page)).toBeFocused();

  await buySilver(page.request);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await expect(panel.getByText('Silver package activated!')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByText('(new)')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
});

test('a visitor is invited to sign in; on a phone the panel is a full-width sheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/meals');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Never miss your meal')).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(390);
  await panel.getByRole('link', { name: 'Join Us' }).click();
  await expect(page).toHaveURL(/\/join\?redirect=%2Fmeals$/);
});
