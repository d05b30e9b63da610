import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpcomingMealSchema, type UpcomingMeal } from '@messmate/shared';
import { listUpcomingMeals } from '../../src/modules/upcoming-meals/service';
import { factoryTime, insertUserRow } from '../factories/meals';
import { sessionFor } from '../factories/users';
import {
  clearUpcomingMeals,
  createUpcomingMeal,
  likeUpcomingMeal,
} from '../factories/upcoming-meals';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test reads the whole list, so each starts from no upcoming meals and makes its own.
beforeEach(() => clearUpcomingMeals(t.db));

/** Three upcoming meals: one liked by two residents, one by one, one by nobody. */
async function likedMenu() {
  const alice = await insertUserRow(t.db, { badge: 'Gold' });
  const bob = await insertUserRow(t.db, { badge: 'Silver' });
  const admin = await insertUserRow(t.db, { role: 'admin' });
  const quiet = await createUpcomingMeal(t.db, { title: 'Quiet' });
  const popular = await createUpcomingMeal(t.db, { title: 'Popular' });
  const liked = await createUpcomingMeal(t.db, { title: 'Liked once' });
  await likeUpcomingMeal(t.db, popular.id, alice.id);
  await likeUpcomingMeal(t.db, popular.id, bob.id);
  await likeUpcomingMeal(t.db, liked.id, bob.id);
  return { alice, bob, admin, quiet, popular, liked };
}
const byTitle = (list: UpcomingMeal[]) =>
  Object.fromEntries(list.map((meal) => [meal.title, meal]));

describe('GET /api/upcoming-meals', () => {
  it("lists most liked first, then newest, with taka prices and nobody's likers shown to a visitor", async () => {
    const older = await createUpcomingMeal(t.db, {
      title: 'Older, unliked',
      createdAt: factoryTime(1),
    });
    await createUpcomingMeal(t.db, { title: 'Newer, unliked', createdAt: factoryTime(2) });
    await createUpcomingMeal(t.db, {
      title: 'Morog Polao',
      likes: 7,
      price: 245.5,
      category: 'Lunch',
      postedBy: 'chef@example.test',
      ingredients: ['chicken', 'rice'],
    });
    const { alice } = await likedMenu();

    const res = await t.app.inject({ method: 'GET', url: '/api/upcoming-meals' });
    expect(res.statusCode).toBe(200);
    const list = UpcomingMealSchema.strict().array().parse(res.json());
    expect(list.map((meal) => meal.title)).toEqual([
      'Morog Polao',
      'Popular',
      'Liked once',
      'Quiet',
      'Newer, unliked',
      'Older, unliked',
    ]);
    expect(list[0]).toMatchObject({
      price: 245.5,
      category: 'Lunch',
      // The poster's email is for admins only.
      postedBy: 'Anonymous',
      ingredients: ['chicken', 'rice'],
      likes: 7,
    });
    expect(list[5]).toMatchObject({
      _id: older.id,
      createdAt: older.createdAt.toISOString(),
      likes: 0,
    });
    for (const meal of list) expect(meal).toMatchObject({ likedBy: [], likedByMe: false });
    expect(res.body).not.toContain(alice.email);
  });

  it('returns an empty list when nothing is upcoming', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/upcoming-meals' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('listUpcomingMeals for a signed-in viewer', () => {
  it('shows a student only their own email, and only where they liked', async () => {
    const { alice } = await likedMenu();
    const list = byTitle(
      await listUpcomingMeals(t.db, { id: alice.id, email: alice.email, role: 'student' }),
    );
    expect(list['Popular']).toMatchObject({ likes: 2, likedBy: [alice.email], likedByMe: true });
    expect(list['Liked once']).toMatchObject({ likes: 1, likedBy: [], likedByMe: false });
    expect(list['Quiet']).toMatchObject({ likes: 0, likedBy: [], likedByMe: false });
  });

  it("shows an admin every liker's email", async () => {
    const { alice, bob, admin } = await likedMenu();
    const list = byTitle(
      await listUpcomingMeals(t.db, { id: admin.id, email: admin.email, role: 'admin' }),
    );
    expect(list['Popular']).toMatchObject({ likedBy: [alice.email, bob.email], likedByMe: false });
    expect(list['Liked once']).toMatchObject({ likedBy: [bob.email], likedByMe: false });
    expect(list['Quiet']).toMatchObject({ likedBy: [], likedByMe: false });
  });

  it('tells an admin who liked a meal themselves that they did', async () => {
    const { admin, quiet } = await likedMenu();
    await likeUpcomingMeal(t.db, quiet.id, admin.id);
    const list = byTitle(
      await listUpcomingMeals(t.db, { id: admin.id, email: admin.email, role: 'admin' }),
    );
    expect(list['Quiet']).toMatchObject({ likedBy: [admin.email], likedByMe: true });
  });
});

describe('GET /api/upcoming-meals for a signed-in caller', () => {
  it("reads the caller from the session: a student sees their own like, an admin every liker's", async () => {
    const { alice, bob, admin } = await likedMenu();
    const asAlice = await sessionFor(t.app, alice);
    const asAdmin = await sessionFor(t.app, admin);
    const seenByAlice = await t.app.inject({
      method: 'GET',
      url: '/api/upcoming-meals',
      headers: asAlice.headers,
    });
    expect(byTitle(seenByAlice.json())['Popular']).toMatchObject({
      likedBy: [alice.email],
      likedByMe: true,
    });
    const seenByAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/upcoming-meals',
      headers: { cookie: asAdmin.cookie },
    });
    expect(byTitle(seenByAdmin.json())['Popular']).toMatchObject({
      likedBy: [alice.email, bob.email],
      likedByMe: false,
    });
  });
});
