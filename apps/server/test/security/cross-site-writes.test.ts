import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingMeals, user } from '../../src/db/schema';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { originOf, signUpUser, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MANY_WRITES } from './support/many-writes';

// Finding 4 of issue 16: writes carrying the session cookie were taken from any origin.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  admin = await signUpUser(t.app, { name: 'Admin Anwar' });
  await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.user._id));
  await t.app.signedInCaughtUp();
});
afterAll(() => t.close());

const own = () => originOf(t.app).origin;
const ownPort = () => new URL(own()).port || '80';

const newUpcoming = {
  title: 'Shorshe Ilish',
  category: 'Lunch',
  price: 220,
  image: `/api/images/${'a'.repeat(64)}.webp`,
  description: 'Hilsa in mustard.',
  ingredients: ['hilsa', 'mustard'],
};

async function stillUpcoming(id: string) {
  const rows = await t.db.select().from(upcomingMeals).where(eq(upcomingMeals.id, id));
  return rows.length === 1;
}

function publish(id: string, headers: Record<string, string>, payload?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/upcoming-meals/publish/${id}`,
    headers: { cookie: admin.cookie, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('a write with the session cookie', () => {
  it.each([
    ['another site', () => ({ origin: 'http://evil.example' })],
    ['another port of this host', () => ({ origin: `http://localhost:${Number(ownPort()) + 1}` })],
    ['an opaque origin', () => ({ origin: 'null' })],
    ['a cross-site fetch without Origin', () => ({ 'sec-fetch-site': 'cross-site' })],
    ['a same-site fetch from a sibling host', () => ({ 'sec-fetch-site': 'same-site' })],
  ])('from %s is refused and changes nothing', async (_name, headersOf) => {
    const headers: Record<string, string> = headersOf();
    const meal = await createUpcomingMeal(t.db);
    const refused = await publish(meal.id, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CROSS_SITE_WRITE' });
    expect(await stillUpcoming(meal.id)).toBe(true);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming-meals',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(newUpcoming),
    });
    expect(added.statusCode).toBe(403);
  });

  it.each([
    ['text/plain', 'role=admin'],
    ['application/x-www-form-urlencoded', 'role=admin'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
  ])(
    'as a form post (%s) to a body-less route is refused, even from its own origin',
    async (type, body) => {
      const meal = await createUpcomingMeal(t.db);
      const refused = await publish(meal.id, { 'content-type': type, origin: own() }, body);
      expect(refused.statusCode).toBe(415);
      expect(await stillUpcoming(meal.id)).toBe(true);
    },
  );

  it('from its own pages goes through', async () => {
    const meal = await createUpcomingMeal(t.db);
    const done = await publish(meal.id, { origin: own(), 'sec-fetch-site': 'same-origin' });
    expect(done.statusCode).toBe(200);
    expect(await stillUpcoming(meal.id)).toBe(false);
  });
});

describe('a write with a bearer token and no cookie', () => {
  it('is taken from another origin, as other clients make it', async () => {
    const meal = await createUpcomingMeal(t.db);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/upcoming-meals/publish/${meal.id}`,
      headers: { ...admin.headers, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(done.statusCode).toBe(200);
  });
});
