// Fills a running MessMate (the release before yours, on its demo community) through its API,
// so every table the demo seed leaves empty gets real rows; then make the fixture with
// `npm run backup` (see README.md beside this file).
//   node --import tsx apps/server/test/upgrade/fill-a-release.ts http://localhost:3592 ADMIN_EMAIL ADMIN_PASSWORD
export {};

const [base = '', adminEmail = '', adminPassword = ''] = process.argv.slice(2);
const origin = new URL(base).origin;

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400 && !path.includes('sign-in')) {
    throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const signIn = async (email: string, password: string) =>
  String((await call('POST', '/api/auth/sign-in/email', undefined, { email, password })).token);

const RESIDENT = {
  name: 'Rahim Upgrade',
  email: 'rahim.upgrade@example.com',
  password: 'rahim-password-1',
};
const admin = await signIn(adminEmail, adminPassword);
await call('POST', '/api/auth/sign-up/email', undefined, RESIDENT);
// A wrong password: a sign-in attempt on record.
await signIn(RESIDENT.email, 'not-the-password');
const resident = await signIn(RESIDENT.email, RESIDENT.password);

const intent = await call('POST', '/api/create-payment-intent', resident, { plan: 'gold' });
await call('POST', `/api/payment-intents/${String(intent.paymentIntentId)}/confirm`, resident, {
  clientSecret: intent.clientSecret,
  card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
});
await call('POST', '/api/payments', resident, {
  name: RESIDENT.name,
  email: RESIDENT.email,
  package: intent.plan,
  amount: Number(intent.amount) / 100,
  transactionId: intent.paymentIntentId,
  date: new Date().toISOString(),
});

const meals = (await call('GET', '/api/meals')) as unknown as
  { _id: string }[] | { meals: { _id: string }[] };
const list = Array.isArray(meals) ? meals : meals.meals;
const [first, second] = list;
if (!first || !second) throw new Error('The demo community has no meals');
const request = await call('POST', '/api/serve-meals', resident, { mealId: first._id });
await call('POST', '/api/serve-meals', resident, { mealId: second._id });
await call('PATCH', `/api/serve-meals/${String(request.insertedId)}`, admin);

const review = await call('POST', `/api/meals/${first._id}/review`, resident, {
  content: 'Still good after the upgrade, I hope.',
  rating: 4,
});
await call('PUT', `/api/reviews/${String(review.insertedId)}/helpful`, admin);

const thread = await call('POST', '/api/support/threads', resident, {
  topic: 'food',
  subject: 'Less salt in the dal',
  message: 'The dal was salty on Tuesday.',
});
await call('POST', `/api/support/threads/${String(thread._id)}/messages`, admin, {
  message: 'Thanks, we told the kitchen.',
});
await call('POST', `/api/users/${encodeURIComponent(RESIDENT.email)}/password-reset-link`, admin);

// The mess board's tables (releases from 0010 on): the community's days, counted from the
// server's own settings so the script runs on any day.
const zone = String((await call('GET', '/api/mess-settings')).timeZone);
const communityDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const daysToNextMonday = ((8 - weekday(communityDate(0))) % 7 || 7) + 7;
const monday = communityDate(daysToNextMonday);
const tuesday = communityDate(daysToNextMonday + 1);

await call('PATCH', `/api/meals/${first._id}`, resident, {});
const upcoming = (await call('GET', '/api/upcoming-meals')) as unknown as { _id: string }[];
if (upcoming[0]) await call('PATCH', `/api/upcoming-meals/like/${upcoming[0]._id}`, resident, {});
await call('PATCH', '/api/users/me', resident, { language: 'bn' });
await call('PUT', '/api/users/me/cutoff-reminder', resident, { on: true });
await call('PUT', `/api/menu/${monday}/Lunch`, admin, {
  mealIds: [first._id, second._id],
  note: 'Dal on the side',
});
await call('PUT', `/api/menu/${tuesday}/Dinner`, admin, { mealIds: [second._id] });
await call('POST', '/api/menu/publish', admin, { from: monday });
await call('PUT', `/api/board/${monday}/Lunch`, resident, { eating: false });
await call('POST', '/api/board/away', resident, { from: tuesday, to: tuesday });
await call('PUT', `/api/kitchen/leftovers/${communityDate(-1)}/Dinner`, admin, {
  cooked: 120,
  left: 9,
});
const codes = (await call('GET', '/api/pickup-codes', resident)) as unknown as { code: string }[];
if (codes[0]) await call('POST', '/api/counter/collect', admin, { code: codes[0].code });
await call('POST', '/api/push/subscriptions', resident, {
  endpoint: 'https://push.example.com/send/upgrade-fixture',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});
console.log(
  'Filled: a Gold resident with a payment, requests (one served and collected), likes, a review, a helpful mark, a support thread, a reset link, a planned and published week, board choices, leftovers, a push subscription.',
);
