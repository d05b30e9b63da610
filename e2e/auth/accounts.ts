import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'a long kitchen password';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * Creates a resident through the API. The page's request context shares the browser's
 * cookies, so the browser is signed in as them afterwards.
 */
export async function registerByApi(page: Page, baseURL: string | undefined, name: string) {
  if (!baseURL) throw new Error('The journeys need use.baseURL');
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: new URL(baseURL).origin },
    data: { name, email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email };
}

/** Fills in and sends the Join page's Login tab. */
export async function logInThroughForm(
  page: Page,
  email: string,
  password: string,
  role: 'Student' | 'Admin',
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Login as').selectOption({ label: role });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
