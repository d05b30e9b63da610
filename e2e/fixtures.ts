import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { Kitchen } from './support/kitchen';
import { signUpWith } from './support/members';
import { E2E_BASE_URL } from './support/e2e-env';

export interface ResidentSession {
  name: string;
  email: string;
  /** Signed in as this resident; no browser page. */
  request: APIRequestContext;
}

/**
 * The journeys' `test`: a page whose uncaught script errors fail the test, since a broken page
 * can still show the text an assertion looks for; `kitchen`, the e2e admin adding the meals a
 * journey needs (one per worker); `newResident`, residents of the journey's own that act through
 * the API only.
 */
export const test = base.extend<
  { failOnPageErrors: void; newResident: (name: string) => Promise<ResidentSession> },
  { kitchen: Kitchen }
>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  kitchen: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? E2E_BASE_URL;
      const request = await playwright.request.newContext({ baseURL });
      await use(await Kitchen.open(request, new URL(baseURL).origin));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  newResident: async ({ playwright, baseURL }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (name) => {
      const request = await playwright.request.newContext({ baseURL });
      opened.push(request);
      return { ...(await signUpWith(request, name)), request };
    });
    await Promise.all(opened.map((request) => request.dispose()));
  },
});

export { expect };
