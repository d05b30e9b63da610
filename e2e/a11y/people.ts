import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/e2e-env';

const origin = () => new URL(test.info().project.use.baseURL ?? E2E_BASE_URL).origin;

/** A fresh resident, signed in in this page's browser context. */
export async function signUpStudent(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: origin() },
    data: { name, email, password: 'a long accessible password' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email };
}

/** The e2e server's admin, signed in in this page's browser context. */
export async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: origin() },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}
