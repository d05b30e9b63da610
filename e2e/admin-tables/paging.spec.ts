import { expect, test } from '../fixtures';
import { uniqueWord } from '../support/kitchen';
import { signInAdmin } from '../support/members';

test.describe.configure({ timeout: 120_000 });

test('All Reviews pages on the server: the page and the search live in the address, and a filter starts again at page 1', async ({
  page,
  kitchen,
  newResident,
}) => {
  const word = `pager${uniqueWord()}`;
  const meal = await kitchen.addMeal();
  const resident = await newResident('Paging Parvez');
  for (let n = 1; n <= 23; n += 1) {
    const res = await resident.request.post(`/api/meals/${meal._id}/review`, {
      data: { content: `${word} note ${n}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const critic = await newResident('Five Star Farzana');
  const starred = await critic.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: `${word} the best`, rating: 5 },
  });
  expect(starred.status(), await starred.text()).toBe(201);

  await signInAdmin(page);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/admin/all-reviews');
    await page.getByLabel('Search reviews').fill(word);
    await expect(page.getByText('24 reviews, newest first')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(21); // the header and 20 reviews
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByRole('link', { name: 'Next page of reviews' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table).toContainText(`${word} note 1`);

    await page.reload();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByLabel('Search reviews')).toHaveValue(word);

    await page.getByLabel('Rating').selectOption('5');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByText('1 review, newest first')).toBeVisible();
    await expect(table).toContainText('Five Star Farzana');
    await page.goBack();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
  }
});
