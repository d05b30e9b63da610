import { test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: a page whose uncaught script errors fail the test, since a
 * broken page can still show the text an assertion looks for.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
