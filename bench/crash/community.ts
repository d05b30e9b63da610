import { Client, field } from './api-client';
import type { Journal } from './journal';

/** A 1×1 PNG: the smallest real photo the upload route accepts. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PLAN_ORDER = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
const CARD = {
  number: '4242 4242 4242 4242',
  expiry: `12/${(new Date().getFullYear() + 3) % 100}`,
  cvc: '123',
};

export interface Resident {
  client: Client;
  id: string;
  badge: (typeof PLAN_ORDER)[number];
  reviews: string[];
  requests: string[];
}

export interface Community {
  admin: Client;
  image: string;
  residents: Resident[];
  meals: string[];
  upcoming: string[];
}

async function expectStatus(answer: Promise<{ status: number; body: unknown }>, status: number) {
  const got = await answer;
  if (got.status !== status)
    throw new Error(`expected ${status}, got ${got.status}: ${JSON.stringify(got.body)}`);
  return got.body;
}

export const mealBody = (image: string, n: number) => ({
  title: `Crash-test dal ${n}`,
  category: ['Breakfast', 'Lunch', 'Dinner'][n % 3],
  price: 80 + n,
  image,
  ingredients: 'lentils, rice',
  description: 'Made while the server is being killed.',
});

/** Buys a plan the way the checkout page does; the payment is journaled once acknowledged. */
export async function buyPlan(
  resident: Resident,
  plan: string,
  journal: Journal,
): Promise<boolean> {
  const intent = await resident.client.call('POST', '/api/create-payment-intent', { plan });
  if (intent.status !== 200) return false;
  const id = field<string>(intent.body, 'paymentIntentId');
  const clientSecret = field<string>(intent.body, 'clientSecret');
  const confirmed = await resident.client.call('POST', `/api/payment-intents/${id}/confirm`, {
    clientSecret,
    card: CARD,
  });
  if (confirmed.status !== 200) return false;
  const amount = field<number>(intent.body, 'amount') / 100;
  const planName = field<string>(intent.body, 'plan');
  const saved = await resident.client.call('POST', '/api/payments', {
    package: planName,
    amount,
    transactionId: id,
  });
  if (saved.status !== 200 && saved.status !== 201) return false;
  journal.payments.set(id, { userId: resident.id, plan: planName });
  journal.acknowledged += 1;
  if (PLAN_ORDER.indexOf(planName as Resident['badge']) > PLAN_ORDER.indexOf(resident.badge)) {
    resident.badge = planName as Resident['badge'];
  }
  return true;
}

/** An admin, a photo, meals, upcoming meals and residents with Silver, Gold and Platinum badges. */
export async function setUpCommunity(
  baseUrl: string,
  adminLogin: { email: string; password: string },
  journal: Journal,
): Promise<Community> {
  const anonymous = new Client(baseUrl);
  const signedIn = await expectStatus(
    anonymous.call('POST', '/api/auth/sign-in/email', adminLogin),
    200,
  );
  const admin = anonymous.as(field<string>(signedIn, 'token'));
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(PIXEL)], { type: 'image/png' }), 'dal.png');
  const image = field<string>(
    await expectStatus(admin.call('POST', '/api/images', form), 201),
    'url',
  );
  const community: Community = { admin, image, residents: [], meals: [], upcoming: [] };
  for (let n = 0; n < 4; n += 1) {
    const made = await expectStatus(
      admin.call('POST', '/api/admin/meals', mealBody(image, n)),
      201,
    );
    community.meals.push(field<string>(made, 'insertedId'));
    const upcoming = await expectStatus(
      admin.call('POST', '/api/upcoming-meals', mealBody(image, 10 + n)),
      201,
    );
    community.upcoming.push(field<string>(upcoming, 'insertedId'));
  }
  const plans = ['silver', 'gold', 'platinum', 'silver', 'gold', null];
  for (const [n, plan] of plans.entries()) {
    const body = {
      name: `Resident ${n}`,
      email: `crash-${n}-${Date.now()}@example.com`,
      password: 'crash test password',
    };
    const made = await expectStatus(anonymous.call('POST', '/api/auth/sign-up/email', body), 200);
    const client = anonymous.as(field<string>(made, 'token'));
    const me = await expectStatus(client.call('GET', '/api/users/me'), 200);
    const resident: Resident = {
      client,
      id: field<string>(me, '_id'),
      badge: 'Bronze',
      reviews: [],
      requests: [],
    };
    if (plan && !(await buyPlan(resident, plan, journal))) throw new Error(`could not buy ${plan}`);
    community.residents.push(resident);
  }
  return community;
}
