import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MealDetailsSchema } from '@messmate/shared';
import { createMeal, createReview, factoryTime, insertUserRow } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/meals/:id', () => {
  it('returns the meal with its reviews: Platinum members first, then newest, never an email', async () => {
    const meal = await createMeal(t.db, {
      title: 'Shorshe Ilish',
      price: 350,
      ingredients: ['hilsa', 'mustard'],
    });
    const bronze = await insertUserRow(t.db, {
      name: 'Rafi',
      badge: 'Bronze',
      image: 'https://img.example/rafi.png',
    });
    const gold = await insertUserRow(t.db, { name: 'Mina', badge: 'Gold' });
    const platinum = await insertUserRow(t.db, { name: 'Tania', badge: 'Platinum' });
    await createReview(t.db, meal, platinum, {
      content: 'Old platinum',
      rating: 4,
      createdAt: factoryTime(1),
    });
    await createReview(t.db, meal, bronze, {
      content: 'Newest bronze',
      rating: 5,
      createdAt: factoryTime(30),
    });
    await createReview(t.db, meal, gold, { content: 'Middle gold', createdAt: factoryTime(20) });
    await createReview(t.db, meal, platinum, {
      content: 'New platinum',
      rating: 3,
      createdAt: factoryTime(10),
    });
    const other = await createMeal(t.db);
    await createReview(t.db, other, gold, { content: 'About another meal' });

    const res = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(res.statusCode).toBe(200);
    const details = MealDetailsSchema.parse(res.json());
    expect(details).toMatchObject({
      _id: meal.id,
      title: 'Shorshe Ilish',
      price: 350,
      ingredients: ['hilsa', 'mustard'],
      reviews_count: 4,
      rating: 4,
    });
    expect(details.reviews.map((review) => review.content)).toEqual([
      'New platinum',
      'Old platinum',
      'Newest bronze',
      'Middle gold',
    ]);
    expect(details.reviews[2]).toEqual({
      _id: expect.any(String),
      name: 'Rafi',
      image: 'https://img.example/rafi.png',
      content: 'Newest bronze',
      rating: 5,
      likes: 0,
      badge: 'Bronze',
      createdAt: factoryTime(30).toISOString(),
    });
    expect(res.body).not.toMatch(/@example\.test|email/i);
  });

  it('returns an empty review list for a meal nobody reviewed', async () => {
    const meal = await createMeal(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: meal.id, reviews: [], reviews_count: 0, rating: 0 });
  });

  it('answers an unknown id with 404 "Meal not found."', async () => {
    const id = '3f1c2b9a-8d4e-4f6a-9b2c-1d2e3f4a5b6c';
    const res = await t.app.inject({ method: 'GET', url: `/api/meals/${id}` });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.strict().parse(res.json())).toEqual({
      statusCode: 404,
      code: 'MEAL_NOT_FOUND',
      message: 'Meal not found.',
      error: 'Meal not found.',
    });
  });

  // The web app shows its 'Meal not found' page for a 400 as for a 404 (meal-details.tsx).
  it.each([
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
    ['a long id that is not a uuid', 'a'.repeat(99)],
  ])('answers %s with 400 "The meal id is not valid."', async (_label, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meals/${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The meal id is not valid.',
    });
  });
});
