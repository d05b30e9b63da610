import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Registers a fresh resident through the Join page; the browser stays signed in. */
export async function registerResident(page: Page, name = 'Nadia Rahman') {
  const email = `resident-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/join');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Photo URL').fill('https://example.com/nadia.jpg');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long kitchen password');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return { name, email };
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Types a card into the checkout's test-mode form and presses Pay. */
export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}
