import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';

// Run in the page (the journeys are typed without the DOM): notes when the meal's title is in.
const NOTE_TITLE_SHOWN = `
  new MutationObserver(() => {
    if (window.titleShownAt === undefined && document.querySelector('main h1'))
      window.titleShownAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;
const REVIEWS_CODE_ASKED_AT = `performance
  .getEntriesByType('resource')
  .filter((entry) => /\\/meal-reviews-section-[\\w-]+\\.js$/.test(entry.name))
  .map((entry) => entry.startTime)`;

// The reviews sit below the fold on a phone: their code is asked for once the meal is on screen,
// so it never competes with the meal's photo and first render (decision 0053). An order, not a
// speed: the title's insertion is noted after the task that rendered it, and the reviews' chunk
// used to be asked for inside that task.
test('a meal page asks for its reviews’ code only after the meal is rendered', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Later Reviews Khichuri') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(NOTE_TITLE_SHOWN);

  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  const reviewsCodeAskedAt = () => page.evaluate<number[]>(REVIEWS_CODE_ASKED_AT);
  await expect.poll(reviewsCodeAskedAt).toHaveLength(1);

  const [askedAt] = await reviewsCodeAskedAt();
  const titleShownAt = await page.evaluate<number | undefined>('window.titleShownAt');
  expect(titleShownAt).toBeDefined();
  expect(askedAt).toBeGreaterThan(titleShownAt ?? Infinity);
});
