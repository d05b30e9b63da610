import { expect, type Page } from '@playwright/test';

/**
 * Nothing wider than the screen: a long Bangla word wraps, it does not push the page sideways.
 * Asked until it holds (the usual expect timeout): right after the viewport changes, a busy
 * machine may measure the page before it has laid itself out at the new width.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth), {
      message: `${page.url()} is wider than the screen`,
    })
    .toBe(true);
}
