import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LikeMealResultSchema, MealDetailsSchema } from '@messmate/shared';
import { mealLikes, meals } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

function like(mealId: string, who?: SignedIn, payload: object = {}) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/meals/${mealId}`,
    headers: who?.headers ?? {},
    payload,
  });
}

function unlike(mealId: string, who?: SignedIn) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/meals/${mealId}/like`,
    headers: who?.headers ?? {},
  });
}

async function storedLikes(mealId: string) {
  const [meal] = await t.db.select({ likes: meals.likes }).from(meals).where(eq(meals.id, mealId));
  const rows = await t.db.select().from(mealLikes).where(eq(mealLikes.mealId, mealId));
  return { counter: meal?.likes, rows: rows.length };
}

async function likedByMe(mealId: string, who?: SignedIn) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/meals/${mealId}`,
    headers: who?.headers ?? {},
  });
  return MealDetailsSchema.parse(res.json()).likedByMe;
}

describe('PATCH /api/meals/:id (like) and DELETE /api/meals/:id/like', SLOW_MACHINE, () => {
  it('tells a visitor to sign in and counts nothing', async () => {
    const meal = await createMeal(t.db);
    const res = await like(meal.id, undefined, { likes: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED', message: 'Login required to like' });
    expect(await storedLikes(meal.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('counts one like per resident and ignores the count a client sends', async () => {
    const meal = await createMeal(t.db);
    const resident = await signedInAs(t.app);
    const res = await like(meal.id, resident, { likes: 999 });
    expect(res.statusCode).toBe(200);
    expect(LikeMealResultSchema.parse(res.json())).toEqual({
      acknowledged: true,
      modifiedCount: 1,
      likes: 1,
      liked: true,
    });
    expect(await storedLikes(meal.id)).toEqual({ counter: 1, rows: 1 });
    expect(await likedByMe(meal.id, resident)).toBe(true);
    expect(await likedByMe(meal.id)).toBe(false);
    expect(await likedByMe(meal.id, await signedInAs(t.app))).toBe(false);
  });

  it("leaves a repeated like as it is, whatever count the body carries (the specification's client sends likes + 1)", async () => {
    const meal = await createMeal(t.db);
    const resident = await signedInAs(t.app);
    const other = await signedInAs(t.app);
    expect((await like(meal.id, other)).json()).toMatchObject({ likes: 1, liked: true });
    expect((await like(meal.id, resident, { likes: 2 })).json()).toMatchObject({
      likes: 2,
      liked: true,
      modifiedCount: 1,
    });
    expect((await like(meal.id, resident, { likes: 3 })).json()).toMatchObject({
      likes: 2,
      liked: true,
      modifiedCount: 0,
    });
    expect(await storedLikes(meal.id)).toEqual({ counter: 2, rows: 2 });
    expect(await likedByMe(meal.id, resident)).toBe(true);
  });

  it('keeps the exact count when many residents like at once', async () => {
    const meal = await createMeal(t.db);
    const residents = await Promise.all(Array.from({ length: 25 }, () => signedInAs(t.app)));
    const answers = await Promise.all(residents.map((resident) => like(meal.id, resident)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(25).fill(200));
    expect(answers.every((res) => res.json().liked === true)).toBe(true);
    expect(answers.map((res) => res.json().likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(await storedLikes(meal.id)).toEqual({ counter: 25, rows: 25 });
  });

  it('keeps one like when one resident likes many times at once', async () => {
    const meal = await createMeal(t.db);
    const resident = await signedInAs(t.app);
    const answers = await Promise.all(Array.from({ length: 9 }, () => like(meal.id, resident)));
    expect(answers.map((res) => res.json().likes)).toEqual(Array(9).fill(1));
    expect(answers.filter((res) => res.json().modifiedCount === 1)).toHaveLength(1);
    expect(await storedLikes(meal.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 404 for a meal that does not exist and 400 for a malformed id', async () => {
    const resident = await signedInAs(t.app);
    const missing = await like('00000000-0000-4000-8000-000000000000', resident);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Meal not found.');
    const malformed = await like('not-a-meal', resident);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The meal id is not valid.');
  });

  it("takes only the caller's like back with DELETE, and a repeat changes nothing", async () => {
    const meal = await createMeal(t.db);
    const resident = await signedInAs(t.app);
    const other = await signedInAs(t.app);
    await like(meal.id, resident);
    await like(meal.id, other);
    expect((await unlike(meal.id, resident)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
      likes: 1,
      liked: false,
    });
    expect((await unlike(meal.id, resident)).json()).toMatchObject({ likes: 1, modifiedCount: 0 });
    expect(await storedLikes(meal.id)).toEqual({ counter: 1, rows: 1 });
    expect(await likedByMe(meal.id, resident)).toBe(false);
    expect(await likedByMe(meal.id, other)).toBe(true);
    expect((await like(meal.id, resident)).json()).toMatchObject({ likes: 2, liked: true });
  });

  it('refuses DELETE to a visitor and answers 404 for a meal that does not exist', async () => {
    const meal = await createMeal(t.db);
    await like(meal.id, await signedInAs(t.app));
    const visitor = await unlike(meal.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Login required to like');
    const missing = await unlike('00000000-0000-4000-8000-000000000000', await signedInAs(t.app));
    expect(missing.statusCode).toBe(404);
    expect(await storedLikes(meal.id)).toEqual({ counter: 1, rows: 1 });
  });
});
