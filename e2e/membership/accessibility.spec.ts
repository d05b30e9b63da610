import { expect, test } from '../fixtures';
import { axeFor, loadingIndicators } from '../a11y/axe';
import { registerResident } from './resident';

// Each test scans several pages with axe at two widths: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('checkout, an unknown plan and Payment History have no axe violations on a phone and a desktop', async ({
  page,
}) => {
  await registerResident(page, 'Axe Tester');
  const pages = [
    '/checkout/silver',
    '/checkout/diamond',
    '/checkout/success',
    '/dashboard/payments',
  ];
  for (const width of [390, 1280]) {
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
