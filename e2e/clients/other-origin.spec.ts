import { expect, test as base } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { E2E_BASE_URL, E2E_LISTED_CLIENT_PORT, E2E_UNLISTED_CLIENT_PORT } from '../support/e2e-env';
import { serveOtherOriginPage } from './other-origin-page';

/** Opens the other client's page, served on 127.0.0.1:port, looking for meals called `search`. */
const test = base.extend<{ openClientAt: (port: number, search: string) => Promise<void> }>({
  openClientAt: async ({ page }, use) => {
    const served: { close(): Promise<void> }[] = [];
    await use(async (port, search) => {
      served.push(await serveOtherOriginPage(port));
      const query = `api=${encodeURIComponent(E2E_BASE_URL)}&search=${encodeURIComponent(search)}`;
      await page.goto(`http://127.0.0.1:${port}/?${query}`);
    });
    await Promise.all(served.map((server) => server.close()));
  },
});

test('a page on an origin in CORS_ORIGINS signs up, lists meals with their pictures and likes one', async ({
  page,
  kitchen,
  request,
  openClientAt,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Canteen Tehari') });
  await openClientAt(E2E_LISTED_CLIENT_PORT, meal.title);
  await expect(page.getByRole('status')).toHaveText('Showing 1 meals');
  const picture = page.getByRole('img', { name: meal.title });
  await expect(picture).toHaveAttribute('src', new RegExp(`^${E2E_BASE_URL}/api/images/`));
  await expect
    .poll(() => picture.evaluate((image) => (image as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: `Like ${meal.title} (0)` }).click();
  await expect(page.getByRole('button', { name: `Liked ${meal.title} (1)` })).toBeVisible();
  const stored = await (await request.get(`/api/meals/${meal._id}`)).json();
  expect(stored.likes).toBe(1);
});

test('a page on an origin not in CORS_ORIGINS cannot read the answers', async ({
  page,
  kitchen,
  openClientAt,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Unlisted Pulao') });
  await openClientAt(E2E_UNLISTED_CLIENT_PORT, meal.title);
  await expect(page.getByRole('status')).toHaveText(/^Could not reach the meal service: /);
  await expect(page.getByRole('listitem')).toHaveCount(0);
});
