import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, InsertedResultSchema } from '@messmate/shared';
import { mealLikes, meals, notifications, upcomingMeals } from '../../src/db/schema';
import { createUpcomingMeal, likeUpcomingMeal } from '../factories/upcoming-meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Publishing Admin' });
});
afterAll(() => t.close());

const publish = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/upcoming-meals/publish/${id}`,
    headers: admin.headers,
  });

describe('POST /api/upcoming-meals/publish/:id', () => {
  it('turns the upcoming meal into a meal with its likes and likers, the admin as distributor, in one step', async () => {
    const upcoming = await createUpcomingMeal(t.db, {
      title: 'Shorshe Ilish',
      category: 'Dinner',
      price: 320.75,
      ingredients: ['hilsa', 'mustard'],
      postedBy: 'chef@example.test',
    });
    const likers = [
      await createUser(t.db, { badge: 'Silver' }),
      await createUser(t.db, { badge: 'Gold' }),
    ];
    for (const liker of likers) await likeUpcomingMeal(t.db, upcoming.id, liker.id);

    const res = await publish(upcoming.id);
    expect(res.statusCode).toBe(200);
    const { insertedId } = InsertedResultSchema.strict().parse(res.json());

    const [meal] = await t.db.select().from(meals).where(eq(meals.id, insertedId));
    expect(meal).toMatchObject({
      title: 'Shorshe Ilish',
      category: 'Dinner',
      pricePoisha: 32075,
      image: upcoming.image,
      description: upcoming.description,
      ingredients: ['hilsa', 'mustard'],
      likes: 2,
      distributorName: 'Publishing Admin',
      distributorEmail: admin.user.email,
      addedBy: admin.user._id,
    });
    const likeRows = await t.db.select().from(mealLikes).where(eq(mealLikes.mealId, insertedId));
    expect(likeRows.map((row) => row.userId).sort()).toEqual(likers.map((l) => l.id).sort());
    expect(await t.db.$count(upcomingMeals, eq(upcomingMeals.id, upcoming.id))).toBe(0);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'upcoming_published'));
    const forThisMeal = notes.filter((note) => note.link === `/meals/${insertedId}`);
    expect(forThisMeal.map((note) => note.userId).sort()).toEqual(likers.map((l) => l.id).sort());

    const shown = await t.app.inject({ method: 'GET', url: `/api/meals/${insertedId}` });
    expect(shown.json()).toMatchObject({ title: 'Shorshe Ilish', price: 320.75, likes: 2 });
    const list = await t.app.inject({ method: 'GET', url: '/api/upcoming-meals' });
    expect(list.json()).not.toContainEqual(expect.objectContaining({ _id: upcoming.id }));
  });

  it('refuses a second publish of the same id with 404 and makes no second meal', async () => {
    const upcoming = await createUpcomingMeal(t.db, { title: 'Published once' });
    expect((await publish(upcoming.id)).statusCode).toBe(200);
    const again = await publish(upcoming.id);
    expect(again.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(again.json()).code).toBe('UPCOMING_MEAL_NOT_FOUND');
    expect(await t.db.$count(meals, eq(meals.title, 'Published once'))).toBe(1);
  });

  it('makes exactly one meal when the same id is published many times at once', async () => {
    const upcoming = await createUpcomingMeal(t.db, { title: 'Raced dish', likes: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => publish(upcoming.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await t.db.$count(meals, eq(meals.title, 'Raced dish'))).toBe(1);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await publish('5a4c1f0e-8b1e-4a43-9e5b-2d2b1f1d9a77')).statusCode).toBe(404);
    const malformed = await publish('soon');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The upcoming meal id is not valid.');
  });
});
