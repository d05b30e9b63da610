import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HOME_JS_BUDGET_KB, kb, ROUTE_JS_BUDGET_KB } from '../../bench/web/report';
import { routeBundles } from '../../bench/web/route-bundles';

// Reads the build the journeys' server serves: the one `npm run test:e2e` makes before Playwright
// starts, or the folder WEB_DIST_DIR names (the server reads the same variable).
const distDir =
  process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

test.describe('JS budget per first page load (gzip)', () => {
  const bundles = routeBundles(distDir);

  test('covers the pages people open first', () => {
    expect(bundles.map((bundle) => bundle.route)).toEqual(
      expect.arrayContaining([
        'home',
        'meals',
        'meal-details',
        'checkout',
        'join',
        // The analytics pages carry the charting library: it must stay theirs alone.
        'dashboard/analytics',
        'dashboard/admin/analytics',
      ]),
    );
  });

  test(`home loads at most ${HOME_JS_BUDGET_KB} kB of JS`, () => {
    const home = bundles.find((bundle) => bundle.route === 'home');
    expect(kb(home?.jsGzipBytes ?? Infinity)).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  test(`no page loads more than ${ROUTE_JS_BUDGET_KB} kB of JS`, () => {
    const over = bundles
      .filter((bundle) => kb(bundle.jsGzipBytes) > ROUTE_JS_BUDGET_KB)
      .map((bundle) => `${bundle.route}: ${kb(bundle.jsGzipBytes).toFixed(1)} kB`);
    expect(over).toEqual([]);
  });
});
