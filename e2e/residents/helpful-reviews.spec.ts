import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { signUpResident } from '../support/members';

for (const width of [390, 1280]) {
  test(`a resident marks another's review helpful once, and its author's Likes column counts it (${width} px)`, async ({
    page,
    kitchen,
    newResident,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const meal = await kitchen.addMeal({ title: uniqueTitle('Kacchi Biryani') });
    const author = await newResident('Author Arif');
    const posted = await author.request.post(`/api/meals/${meal._id}/review`, {
      data: { content: 'The potatoes steal the show.', rating: 5 },
    });
    expect(posted.status()).toBe(201);

    await page.goto(`/meals/${meal._id}`);
    const review = page.getByRole('listitem').filter({ hasText: 'The potatoes steal the show.' });
    await expect(review).toBeVisible();
    // A visitor sees no button to press.
    await expect(review.getByRole('button', { name: /Helpful/ })).toHaveCount(0);

    await signUpResident(page, 'Reader Rumana');
    await page.reload();
    const helpful = review.getByRole('button', { name: /^Helpful/ });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toContainText('1');

    const mine = await author.request.get('/api/reviews', { params: { email: author.email } });
    expect(((await mine.json()) as { likes: number }[])[0]?.likes).toBe(1);
  });
}

test("the author sees the count on their own review, not a button, and My Reviews' Likes shows it", async ({
  page,
  kitchen,
  newResident,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Beef Kala Bhuna') });
  const author = await signUpResident(page, 'Author Afsana');
  expect(
    (
      await page.request.post(`/api/meals/${meal._id}/review`, {
        data: { content: 'Dark, rich and slow-cooked.', rating: 4 },
      })
    ).status(),
  ).toBe(201);
  const reviewId = (
    (await (
      await page.request.get('/api/reviews', { params: { email: author.email } })
    ).json()) as {
      _id: string;
    }[]
  )[0]?._id;
  const reader = await newResident('Reader Rafi');
  expect((await reader.request.put(`/api/reviews/${reviewId}/helpful`)).status()).toBe(200);

  await page.goto(`/meals/${meal._id}`);
  const review = page.getByRole('listitem').filter({ hasText: 'Dark, rich and slow-cooked.' });
  await expect(review).toContainText('1 found this helpful');
  await expect(review.getByRole('button', { name: /Helpful/ })).toHaveCount(0);

  await page.goto('/dashboard/reviews');
  // The cells after the meal's row header: #, Likes, Review, Actions.
  const row = page.getByRole('row', { name: new RegExp(meal.title) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
});
