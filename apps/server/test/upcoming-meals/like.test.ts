import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, LikeUpcomingMealResultSchema, type Badge } from '@messmate/shared';
import { upcomingMealLikes, upcomingMeals } from '../../src/db/schema';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const like = (id: string, caller?: SignedIn, payload: object = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/upcoming-meals/like/${id}`,
    payload,
    headers: caller?.headers ?? {},
  });

async function likesOf(id: string) {
  const [row] = await t.db
    .select({ likes: upcomingMeals.likes })
    .from(upcomingMeals)
    .where(eq(upcomingMeals.id, id));
  const rows = await t.db.$count(upcomingMealLikes, eq(upcomingMealLikes.upcomingMealId, id));
  return { likes: row?.likes, rows };
}

describe('PATCH /api/upcoming-meals/like/:id', () => {
  it('refuses a Bronze member with 403 and the message in `error`, counting nothing', async () => {
    const meal = await createUpcomingMeal(t.db);
    const bronze = await signedInAs(t.app, { badge: 'Bronze' });
    const res = await like(meal.id, bronze);
    expect(res.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'BADGE_REQUIRED',
      message: '❌ Only Silver, Gold, or Platinum users can like',
      error: '❌ Only Silver, Gold, or Platinum users can like',
    });
    expect(await likesOf(meal.id)).toEqual({ likes: 0, rows: 0 });
  });

  it('asks a visitor to sign in (401)', async () => {
    const meal = await createUpcomingMeal(t.db);
    expect((await like(meal.id)).statusCode).toBe(401);
  });

  it.each<Badge>(['Silver', 'Gold', 'Platinum'])(
    'lets a %s member like once; a second like is 409',
    async (badge) => {
      const meal = await createUpcomingMeal(t.db, { likes: 4 });
      const member = await signedInAs(t.app, { badge });
      const first = await like(meal.id, member);
      expect(first.statusCode).toBe(200);
      expect(LikeUpcomingMealResultSchema.strict().parse(first.json())).toEqual({
        likes: 5,
        liked: true,
      });

      const second = await like(meal.id, member);
      expect(second.statusCode).toBe(409);
      expect(ErrorBodySchema.parse(second.json())).toMatchObject({
        code: 'ALREADY_LIKED',
        error: 'You already liked this meal.',
      });
      expect(await likesOf(meal.id)).toEqual({ likes: 5, rows: 1 });
    },
  );

  it('likes as the signed-in member, ignoring an email in the body', async () => {
    const meal = await createUpcomingMeal(t.db);
    const member = await signedInAs(t.app, { badge: 'Silver' });
    const other = await signedInAs(t.app, { badge: 'Gold' });
    const res = await like(meal.id, member, { email: other.user.email });
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/upcoming-meals',
      headers: member.headers,
    });
    expect(mine.json()).toContainEqual(
      expect.objectContaining({ _id: meal.id, likedByMe: true, likedBy: [member.user.email] }),
    );
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/upcoming-meals',
      headers: other.headers,
    });
    expect(theirs.json()).toContainEqual(
      expect.objectContaining({ _id: meal.id, likedByMe: false, likedBy: [] }),
    );
  });

  it('accepts a like without any body (the spec client may send none)', async () => {
    const meal = await createUpcomingMeal(t.db);
    const member = await signedInAs(t.app, { badge: 'Gold' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming-meals/like/${meal.id}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
  });

  it('counts every like exactly when many members like at once, each also trying twice', async () => {
    const meal = await createUpcomingMeal(t.db);
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signedInAs(t.app, { badge: i % 2 ? 'Silver' : 'Gold' })),
    );
    const answers = await Promise.all(
      members.flatMap((member) => [like(meal.id, member), like(meal.id, member)]),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(12);
    expect(await likesOf(meal.id)).toEqual({ likes: 12, rows: 12 });
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const member = await signedInAs(t.app, { badge: 'Platinum' });
    expect((await like('7c4c1f0e-8b1e-4a43-9e5b-2d2b1f1d9a77', member)).statusCode).toBe(404);
    const malformed = await like('tomorrow', member);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The upcoming meal id is not valid.');
  });

  it('answers 404 for a meal published meanwhile', async () => {
    const meal = await createUpcomingMeal(t.db);
    const admin = await signedInAs(t.app, { role: 'admin' });
    await t.app.inject({
      method: 'POST',
      url: `/api/upcoming-meals/publish/${meal.id}`,
      headers: admin.headers,
    });
    const member = await signedInAs(t.app, { badge: 'Silver' });
    const res = await like(meal.id, member);
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('UPCOMING_MEAL_NOT_FOUND');
  });
});
