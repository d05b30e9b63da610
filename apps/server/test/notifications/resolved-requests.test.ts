import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cancelRequest, requestMeal, serveRequest } from '../requests/helpers';
import { notificationsOf, unreadOf } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
});
afterAll(() => t.close());

async function request(who: SignedIn, mealId: string): Promise<string> {
  const res = await requestMeal(t.app, who, { mealId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

const aboutMeal = async (who: SignedIn, title: string) =>
  (await notificationsOf(t.app, who)).filter(
    (n) => n.kind === 'new_request' && n.body.includes(title),
  );

describe("the admins' notification of a request, once it is settled", () => {
  it('a cancelled request no longer reads as waiting on Serve Meals, and is no longer unread', async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold', name: 'Sadia Islam' });
    const meal = await createMeal(t.db, { title: 'Cancelled Kacchi' });
    const id = await request(resident, meal.id);
    expect(await aboutMeal(admin, 'Cancelled Kacchi')).toMatchObject([
      {
        body: 'Sadia Islam requested Cancelled Kacchi. It is waiting on Serve Meals.',
        read: false,
      },
    ]);
    const unreadBefore = await unreadOf(t.app, admin);

    expect((await cancelRequest(t.app, id, resident)).statusCode).toBe(200);

    expect(await aboutMeal(admin, 'Cancelled Kacchi')).toMatchObject([
      {
        title: 'Meal request cancelled',
        body: 'Sadia Islam cancelled their request for Cancelled Kacchi. There is nothing to serve.',
        link: null,
        read: true,
      },
    ]);
    expect(await unreadOf(t.app, admin)).toBe(unreadBefore - 1);
  });

  it('a served request tells every admin who served it', async () => {
    const other = await signedInAs(t.app, { role: 'admin', name: 'Second Admin' });
    const resident = await signedInAs(t.app, { badge: 'Platinum', name: 'Rafi Ahmed' });
    const meal = await createMeal(t.db, { title: 'Served Tehari' });
    const id = await request(resident, meal.id);

    expect((await serveRequest(t.app, id, admin)).statusCode).toBe(200);

    for (const who of [admin, other]) {
      expect(await aboutMeal(who, 'Served Tehari')).toMatchObject([
        {
          title: 'Meal request served',
          body: "Rafi Ahmed's request for Served Tehari was served by Kitchen Admin.",
          read: true,
        },
      ]);
    }
  });

  it("a refused cancel (someone else's request) rewords nothing", async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold', name: 'Owner Only' });
    const stranger = await signedInAs(t.app, { badge: 'Gold' });
    const meal = await createMeal(t.db, { title: 'Kept Bhuna' });
    const id = await request(resident, meal.id);
    expect((await cancelRequest(t.app, id, stranger)).statusCode).toBe(404);
    expect(await aboutMeal(admin, 'Kept Bhuna')).toMatchObject([
      { body: 'Owner Only requested Kept Bhuna. It is waiting on Serve Meals.', read: false },
    ]);
  });
});
