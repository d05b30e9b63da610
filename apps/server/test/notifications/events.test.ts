import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealBody } from '../admin-meals/meal-body';
import { createMeal } from '../factories/meals';
import { createUpcomingMeal, likeUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buyPlan } from '../payments/helpers';
import { requestMeal, serveRequest } from '../requests/helpers';
import { notificationsOf } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
});
afterAll(() => t.close());

const kindsOf = async (who: SignedIn) => (await notificationsOf(t.app, who)).map((n) => n.kind);
/** Only one kind: other tests add meals, which may notify these residents of their categories. */
const ofKind = async (who: SignedIn, kind: string) =>
  (await notificationsOf(t.app, who)).filter((n) => n.kind === kind);

async function request(who: SignedIn, mealId: string): Promise<string> {
  const res = await requestMeal(t.app, who, { mealId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

function addMeal(category: string, title: string) {
  return mealBody(t.db, { category, title }).then((payload) =>
    t.app.inject({ method: 'POST', url: '/api/admin/meals', headers: admin.headers, payload }),
  );
}

describe('events that notify', () => {
  it('a served request notifies its requester and nobody else', async () => {
    const resident = await signedInAs(t.app, { badge: 'Silver' });
    const neighbour = await signedInAs(t.app, { badge: 'Gold' });
    const meal = await createMeal(t.db, { title: 'Bhuna Khichuri' });
    const id = await request(resident, meal.id);
    await request(neighbour, meal.id);
    expect((await serveRequest(t.app, id, admin)).statusCode).toBe(200);

    expect(await ofKind(resident, 'request_served')).toMatchObject([
      {
        title: 'Your meal is served',
        body: 'Bhuna Khichuri has been served. Enjoy your meal!',
        link: `/meals/${meal.id}`,
        read: false,
      },
    ]);
    expect(await ofKind(neighbour, 'request_served')).toEqual([]);
  });

  it('a new request notifies every admin, and not the residents', async () => {
    const secondAdmin = await signedInAs(t.app, { role: 'admin' });
    const resident = await signedInAs(t.app, { badge: 'Platinum', name: 'Nadia Rahman' });
    const meal = await createMeal(t.db, { title: 'Chicken Roast' });
    await request(resident, meal.id);
    for (const who of [admin, secondAdmin]) {
      const [latest] = await ofKind(who, 'new_request');
      expect(latest).toMatchObject({
        kind: 'new_request',
        title: 'New meal request',
        body: 'Nadia Rahman requested Chicken Roast. It is waiting on Serve Meals.',
        link: '/dashboard/admin/serve-meal',
      });
    }
    expect(await ofKind(resident, 'new_request')).toEqual([]);
  });

  it('a fulfilled payment notifies the buyer only', async () => {
    const buyer = await signedInAs(t.app);
    const bystander = await signedInAs(t.app);
    await buyPlan(t.app, buyer, 'gold');
    expect(await ofKind(buyer, 'membership_activated')).toMatchObject([
      {
        kind: 'membership_activated',
        title: 'Gold package activated!',
        link: '/dashboard/profile',
      },
    ]);
    expect(await ofKind(bystander, 'membership_activated')).toEqual([]);
  });

  it('publishing an upcoming meal notifies the residents who liked it', async () => {
    const likers = [await signedInAs(t.app), await signedInAs(t.app)];
    const other = await signedInAs(t.app);
    const upcoming = await createUpcomingMeal(t.db, { title: 'Shorshe Ilish' });
    for (const liker of likers) await likeUpcomingMeal(t.db, upcoming.id, liker.user._id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upcoming-meals/publish/${upcoming.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mealId = res.json<{ insertedId: string }>().insertedId;
    for (const liker of likers) {
      expect(await ofKind(liker, 'upcoming_published')).toMatchObject([
        { kind: 'upcoming_published', link: `/meals/${mealId}` },
      ]);
    }
    expect(await ofKind(other, 'upcoming_published')).toEqual([]);
  });

  it('a new meal in a category someone requested before notifies them once a day', async () => {
    const dinnerFan = await signedInAs(t.app, { badge: 'Silver' });
    const breakfastFan = await signedInAs(t.app, { badge: 'Silver' });
    await request(dinnerFan, (await createMeal(t.db, { category: 'Dinner' })).id);
    await request(dinnerFan, (await createMeal(t.db, { category: 'Dinner' })).id);
    await request(breakfastFan, (await createMeal(t.db, { category: 'Breakfast' })).id);

    const first = await addMeal('Dinner', 'Beef Tehari');
    expect(first.statusCode, first.body).toBe(201);
    const mealId = first.json<{ insertedId: string }>().insertedId;
    expect(await notificationsOf(t.app, dinnerFan)).toMatchObject([
      {
        kind: 'new_meal_in_category',
        title: 'New on the dinner menu',
        body: 'Beef Tehari was just added. You have requested dinner before, so it may suit you.',
        link: `/meals/${mealId}`,
      },
    ]);
    expect(await kindsOf(breakfastFan)).toEqual([]);

    expect((await addMeal('Dinner', 'Mutton Kacchi')).statusCode).toBe(201);
    expect(await kindsOf(dinnerFan)).toEqual(['new_meal_in_category']);
  });

  it('two meals added at the same moment still notify once', async () => {
    const lunchFan = await signedInAs(t.app, { badge: 'Gold' });
    await request(lunchFan, (await createMeal(t.db, { category: 'Lunch' })).id);
    const added = await Promise.all([
      addMeal('Lunch', 'Morog Polao'),
      addMeal('Lunch', 'Ilish Polao'),
    ]);
    expect(added.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await kindsOf(lunchFan)).toEqual(['new_meal_in_category']);
  });
});
