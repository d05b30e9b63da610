import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

const isFocused = async (page: Page, target: Locator) =>
  (await target.and(page.locator(':focus')).count()) > 0;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard-only person would. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(page, target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+' : ''}Tab`).toBeFocused();
}

/**
 * Whether the focus stays out of the page behind a modal: inside `container`, or out in the
 * browser's own controls (where a native modal <dialog> lets Tab go before it wraps around).
 */
export async function focusNotBehind(page: Page, container: Locator): Promise<boolean> {
  return (await page.locator(':focus').count()) === 0 || focusIsInside(container);
}

/** Whether the focused element is inside `container`. */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return (await container.locator(':focus').count()) > 0;
}
