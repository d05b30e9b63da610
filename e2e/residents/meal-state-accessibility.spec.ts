import type { Page } from '@playwright/test';
import { axeFor } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signUpResident } from '../support/members';

test.describe.configure({ timeout: 120_000 });

/**
 * Every axe violation below the top bar (the account menu is the accounts work's), with the
 * rule that an accessible name holds the visible label turned on.
 */
async function violations(page: Page) {
  const results = await axeFor(page).exclude('header').analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test("the meal page's states (a blocked Request, today's request, Helpful) and the Cancel dialog pass axe at 390 and 1280 px", async ({
  page,
  kitchen,
  newResident,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Chingri Malaikari') });
  const author = await newResident('Axe Author');
  await author.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: 'Creamy and sweet.', rating: 5 },
  });
  await signUpResident(page, 'Axe Bronze');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/meals/${meal._id}`);
    await expect(page.getByRole('button', { name: 'Request Meal' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Helpful/ })).toBeVisible();
    expect(await violations(page), `blocked Request at ${width} px`).toEqual([]);
  }

  await buySilver(page.request);
  await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/meals/${meal._id}`);
    await expect(page.getByTestId('meal-actions')).toContainText('Requested today');
    expect(await violations(page), `requested today at ${width} px`).toEqual([]);

    await page.goto('/dashboard/requests');
    // A row on a laptop, a card on a phone: the button is named for the meal either way.
    await page.getByRole('button', { name: `Cancel the request for ${meal.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    expect(await violations(page), `cancel dialog at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  }
});
