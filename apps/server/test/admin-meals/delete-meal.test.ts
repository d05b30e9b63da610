import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeletedResultSchema, ErrorBodySchema } from '@messmate/shared';
import { mealLikes, mealRequests, meals, reviews } from '../../src/db/schema';
import { createMeal, createReview, likeMeal } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const deleteMeal = (id: string, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/meals/${id}`, headers });

describe('DELETE /api/meals/:id', () => {
  it('removes the meal and its likes, keeping its reviews (unlinked) and its requests (with the title)', async () => {
    const meal = await createMeal(t.db, { title: 'Beef Tehari' });
    const resident = await createUser(t.db, { badge: 'Gold' });
    const review = await createReview(t.db, meal, resident, { content: 'Loved it' });
    await likeMeal(t.db, meal.id, resident.id);
    const [request] = await t.db
      .insert(mealRequests)
      .values({
        mealId: meal.id,
        mealTitle: meal.title,
        userId: resident.id,
        communityDay: '2025-01-01',
      })
      .returning();

    const res = await deleteMeal(meal.id);
    expect(res.statusCode).toBe(200);
    expect(DeletedResultSchema.strict().parse(res.json())).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });

    expect(await t.db.$count(meals, eq(meals.id, meal.id))).toBe(0);
    expect(await t.db.$count(mealLikes, eq(mealLikes.mealId, meal.id))).toBe(0);
    const [keptReview] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(keptReview).toMatchObject({
      mealId: null,
      mealTitle: 'Beef Tehari',
      content: 'Loved it',
    });
    const [keptRequest] = await t.db
      .select()
      .from(mealRequests)
      .where(eq(mealRequests.id, request?.id ?? ''));
    expect(keptRequest).toMatchObject({
      mealId: null,
      mealTitle: 'Beef Tehari',
      status: 'pending',
    });

    const gone = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('answers an unknown id with 404', async () => {
    const res = await deleteMeal('0b7f6a36-1f0e-4c43-9d5b-7d2b1f1d9a11');
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'MEAL_NOT_FOUND',
      message: 'Meal not found.',
    });
  });

  it('answers a malformed id with 400, naming the id', async () => {
    const res = await deleteMeal('not-a-meal');
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The meal id is not valid.',
    });
  });

  it('answers a second delete of the same meal with 404', async () => {
    const meal = await createMeal(t.db);
    expect((await deleteMeal(meal.id)).statusCode).toBe(200);
    expect((await deleteMeal(meal.id)).statusCode).toBe(404);
  });
});
