import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PLANS, type PlanName } from '@messmate/shared/constants';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env';

/** The Origin better-auth wants on its POSTs: the server the journeys run against. */
const origin = () => new URL(test.info().project.use.baseURL ?? E2E_BASE_URL).origin;
const PASSWORD = 'a long resident password';

/** Registers a resident through the API; `request` is then signed in as them. */
export async function signUpWith(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { origin: origin() },
    data: { name, email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email };
}

/** Registers a resident through the API; the page's browser context is then signed in as them. */
export function signUpResident(page: Page, name: string) {
  return signUpWith(page.request, name);
}

/** Likes a meal as whoever `request` is signed in as. */
export async function likeMeal(request: APIRequestContext, mealId: string) {
  const res = await request.patch(`/api/meals/${mealId}`, { data: { likes: 1 } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Buys a plan as the signed-in resident with Stripe's test card, through the built-in processor. */
export async function buyPlan(request: APIRequestContext, plan: PlanName) {
  const found = PLANS.find((candidate) => candidate.name === plan);
  if (!found) throw new Error(`no plan named ${plan}`);
  const { slug, price } = found;
  const intent = await request.post('/api/create-payment-intent', { data: { plan: slug } });
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
    data: { package: plan, amount: price, transactionId: paymentIntentId },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  expect(((await saved.json()) as { badge: string }).badge).toBe(plan);
}

/** Buys Silver as the signed-in resident. */
export const buySilver = (request: APIRequestContext) => buyPlan(request, 'Silver');

/** Signs the page's browser context in as the e2e admin (ADMIN_EMAIL of the e2e server). */
export async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: origin() },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}
