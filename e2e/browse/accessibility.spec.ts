import { expect, test } from '../fixtures';
import { axeFor, loadingIndicators } from '../a11y/axe';
import { uniqueTitle } from '../support/kitchen';

// Each test scans several pages with axe at two widths: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [390, 1280];

test('the visitor pages have no axe violations on a phone and a desktop', async ({
  page,
  kitchen,
  newResident,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Axe Bhuna Khichuri') });
  // A review with stars and one without, so the meal page shows both kinds.
  for (const [by, data] of [
    ['Axe Rated Rina', { content: 'Warm, filling and well spiced.', rating: 4 }],
    ['Axe Plain Polash', { content: 'Good on a rainy day.' }],
  ] as const) {
    const posted = await (
      await newResident(by)
    ).request.post(`/api/meals/${meal._id}/review`, {
      data,
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }
  const pages = ['/', '/meals', `/meals/${meal._id}`, '/upcoming-meals', '/about', '/no/such/page'];

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loadingIndicators(page)).toHaveCount(0);
      const results = await axeFor(page).analyze();
      const found = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(found, `${path} at ${width} px`).toEqual([]);
    }
  }
});
