import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Registers a resident through the API; the page's browser is then signed in as them. */
export async function registerMember(page: Page, name: string) {
  await page.goto('/');
  const email = `member-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: new URL(page.url()).origin },
    data: { name, email, password: 'a long member password' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email };
}

/** Buys Silver as the signed-in resident, with Stripe's test card through the built-in processor. */
export async function buySilver(request: APIRequestContext) {
  const intent = await request.post('/api/create-payment-intent', { data: { plan: 'silver' } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId, clientSecret } = (await intent.json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  const confirmed = await request.post(`/api/payment-intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, card: { number: '4242 4242 4242 4242', expiry, cvc: '123' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const saved = await request.post('/api/payments', {
    data: { package: 'Silver', amount: 199, transactionId: paymentIntentId },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  expect(((await saved.json()) as { badge: string }).badge).toBe('Silver');
}
