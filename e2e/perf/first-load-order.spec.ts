import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';

interface Asked {
  name: string;
  startTime: number;
  renderBlockingStatus?: string;
}
// Run in the page (the journeys are typed without the DOM): every file asked for so far.
const ASKED = `performance.getEntriesByType('resource').map((entry) => ({
  name: new URL(entry.name).pathname,
  startTime: entry.startTime,
  renderBlockingStatus: entry.renderBlockingStatus,
}))`;

// A meal page's photo (its largest paint) and the meal's answer are named by the server with the
// HTML (Link preload headers), so they load beside the app's scripts instead of after the app has
// run, fetched its route and asked for the meal (decision 0057). An order, not a speed: on the
// old build the photo was asked for after the answer came, well after the page's own chunk.
test('a meal page asks for its photo and its answer before the app asks for the page', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Early Photo Tehari') });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  const photo = new URL(meal.image).pathname;
  await expect
    .poll(async () => (await page.evaluate<Asked[]>(ASKED)).some((e) => e.name === photo))
    .toBe(true);

  const asked = await page.evaluate<Asked[]>(ASKED);
  const startOf = (test: (name: string) => boolean) =>
    asked.filter((entry) => test(entry.name)).map((entry) => entry.startTime);
  const [pageCodeAt = -1] = startOf((name) => /\/assets\/meal-details-[\w-]+\.js$/.test(name));
  const photoAt = startOf((name) => name === photo);
  const answerAt = startOf((name) => name === `/api/meals/${meal._id}`);
  expect(pageCodeAt).toBeGreaterThan(0);
  // Asked once each: the app's own requests were answered by the preloads, not sent again.
  expect(photoAt).toHaveLength(1);
  expect(answerAt).toHaveLength(1);
  expect(photoAt[0]).toBeLessThan(pageCodeAt);
  expect(answerAt[0]).toBeLessThan(pageCodeAt);
  expect(consoleLines.filter((line) => line.includes('preload'))).toEqual([]);
});

// The frame the HTML paints before any script (header, skeleton) waits on no file: its styles
// are inside index.html. On the old build the stylesheet was a render-blocking request.
test('no page waits on a stylesheet to paint', async ({ page, request }) => {
  const html = await (await request.get('/menu')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style>/);

  await page.goto('/menu');
  await expect(page.getByRole('main')).toBeVisible();
  const blocking = (await page.evaluate<Asked[]>(ASKED)).filter(
    (entry) => entry.renderBlockingStatus === 'blocking',
  );
  expect(blocking).toEqual([]);
});
