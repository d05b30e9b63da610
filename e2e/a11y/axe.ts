import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Resolves once no finite animation runs. A dialog or toast fading in is half transparent: axe
 * would measure its contrast mid-fade. Two frames first, so an animation a class change is about
 * to start is already running when we look; then again, for one that started another.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (let round = 0; round < 5; round += 1) {
      await frame();
      await frame();
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
      if (finite.length === 0) return;
      await Promise.all(finite.map((a) => a.finished.catch(() => null)));
    }
  })()`);
}

/** axe that waits for animations to end before it measures. */
class SettledAxeBuilder extends AxeBuilder {
  constructor(private readonly settledPage: Page) {
    super({ page: settledPage });
  }

  override async analyze() {
    await animationsSettled(this.settledPage);
    return super.analyze();
  }
}

/**
 * axe with every rule the team holds pages to. `label-content-name-mismatch` is off by default
 * (axe marks it experimental); WCAG 2.5.3 asks that a control's name contains what it shows, so
 * speech-input users can say what they see.
 */
export function axeFor(page: Page) {
  return (
    new SettledAxeBuilder(page)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      // One axe.run in the page. The default runs axe per frame, then opens a blank page, loads
      // axe into it a second time and merges there: a second page and a second 0.5 MB script per
      // scan, about a second each on CI, to reach cross-origin frames. The app has no frames.
      .setLegacyMode()
  );
}

export const WIDTHS = [390, 1280] as const;

/** What a page shows while it loads; the always-present offline live region is not one. */
export const loadingIndicators = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Loading|Checking)/ });
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the page to settle, then fails on every serious or critical axe violation. With a
 * modal open the page behind is hidden from assistive technology, so no heading is awaited.
 */
export async function expectNoSeriousViolations(page: Page, label: string, modalOpen = false) {
  if (!modalOpen) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(loadingIndicators(page)).toHaveCount(0);
  const results = await axeFor(page).analyze();
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
