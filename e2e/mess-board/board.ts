import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { E2E_ADMIN } from '../support/e2e-env';

/** The header that sets the server's clock for one request (TEST_CLOCK_HEADER=true in the e2e server). */
export const TEST_NOW_HEADER = 'x-test-now';

/** An instant on Dhaka's clock: '2030-01-15', '10:30:01' → the ISO string with +06:00. */
export const dhaka = (date: string, time: string) => `${date}T${time}+06:00`;

/**
 * Stands the page, and the server for every request it makes, at `iso`: the server reads
 * the header, the page's own timers (the countdown) run on Playwright's clock, from `pageAt`
 * if given (it runs on in real time while a busy machine reloads the page).
 */
export async function standAt(
  page: Page,
  iso: string,
  { install = false, pageAt = iso }: { install?: boolean; pageAt?: string } = {},
) {
  await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: iso });
  if (install) await page.clock.install({ time: new Date(pageAt) });
  else await page.clock.setSystemTime(new Date(pageAt));
}

/** The same for a whole browser context (a second person's browser). */
export const contextAt = (context: BrowserContext, iso: string) =>
  context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: iso });

/** Plans one sitting as the admin signed in on `request`, with the server standing at `now`. */
export async function planSitting(
  request: APIRequestContext,
  plan: { date: string; sitting: Sitting; mealIds: string[]; note?: string },
  now: string,
) {
  const res = await request.put(`/api/menu/${plan.date}/${plan.sitting}`, {
    headers: { [TEST_NOW_HEADER]: now },
    data: { mealIds: plan.mealIds, ...(plan.note ? { note: plan.note } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Turns a sitting on or off as whoever `request` is signed in as, at `now`. */
export function chooseSitting(
  request: APIRequestContext,
  where: { date: string; sitting: Sitting },
  eating: boolean,
  now: string,
) {
  return request.put(`/api/board/${where.date}/${where.sitting}`, {
    headers: { [TEST_NOW_HEADER]: now },
    data: { eating },
  });
}

/** The switch of one sitting, named by what it shows and which sitting of which day it is. */
export const sittingSwitch = (page: Page, sitting: Sitting, day: string) =>
  page.getByRole('switch', { name: new RegExp(`${sitting}, ${day}$`) });

/** A request context signed in as the e2e admin, for planning menus through the API. */
export async function openAdmin(
  playwright: {
    request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
  },
  baseURL: string,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL).origin },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}
