import { E2E_ADMIN } from '../support/e2e-env';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin } from '../support/members';

test.describe.configure({ timeout: 120_000 });

test('an admin makes another admin a student again, and never themselves, at 1024 and 1280 px', async ({
  page,
  newResident,
}) => {
  await signInAdmin(page);
  for (const width of [1024, 1280]) {
    const other = await newResident(`Second Admin ${width}`);
    const promoted = await page.request.patch(
      `/api/users/${encodeURIComponent(other.email)}/make-admin`,
    );
    expect(promoted.status(), await promoted.text()).toBe(200);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/admin/manage-users?q=${encodeURIComponent(other.email)}`);
    const row = page.getByRole('row', { name: new RegExp(other.email) });
    await expect(row).toContainText('admin');
    await expectNoSeriousViolations(page, `Manage Users with Make Student at ${width} px`);
    await row.getByRole('button', { name: `Make Student (${other.name})` }).click();
    await page.getByRole('button', { name: 'Yes, make student' }).click();
    await expect(page.getByText(`${other.name} is a student now.`)).toBeVisible();
    await expect(row).toContainText('student');
    await expect(row.getByRole('button', { name: /^Make Admin/ })).toBeVisible();
  }
  await page.goto(`/dashboard/admin/manage-users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const mine = page.getByRole('row', { name: new RegExp(E2E_ADMIN.email) });
  await expect(mine).toContainText('Admin (you)');
  await expect(mine.getByRole('button')).toHaveCount(0);
});

test("a request the resident cancelled no longer waits on Serve Meals in the admin's bell", async ({
  page,
  kitchen,
  newResident,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Cancelled Kacchi') });
  const resident = await newResident('Changed Mind Mitu');
  await buySilver(resident.request);
  const asked = await resident.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  const id = ((await asked.json()) as { insertedId: string }).insertedId;
  const cancelled = await resident.request.delete(`/api/serve-meals/${id}`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signInAdmin(page);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/meals');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const note = panel.getByRole('listitem').filter({ hasText: meal.title });
    await expect(note).toContainText(
      `Changed Mind Mitu cancelled their request for ${meal.title}. There is nothing to serve.`,
    );
    await expect(note).not.toContainText('waiting on Serve Meals');
    await page.keyboard.press('Escape');
  }
});
