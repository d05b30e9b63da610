import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const WIDTHS = [390, 1280] as const;
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the page to settle, then fails on every serious or critical axe violation. With a
 * modal open the page behind is hidden from assistive technology, so no heading is awaited.
 */
export async function expectNoSeriousViolations(page: Page, label: string, modalOpen = false) {
  if (!modalOpen) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking)/ })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, label).toEqual([]);
}

/** Scans each path at a phone's and a desktop's width; returns how many pages were scanned. */
export async function scanPages(page: Page, paths: readonly string[], who: string) {
  let scanned = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await expectNoSeriousViolations(page, `${path} as ${who} at ${width} px`);
      scanned += 1;
    }
  }
  return scanned;
}
