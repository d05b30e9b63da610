import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Finding 8 of issue 16: the specification's like sends no body, and got 400.
it('PATCH /api/meals/:id with no body likes the meal, as the upcoming-meal like does', async () => {
  const resident = await signedInAs(t.app);
  const meal = await createMeal(t.db);
  const liked = await t.app.inject({
    method: 'PATCH',
    url: `/api/meals/${meal.id}`,
    headers: resident.headers,
  });
  expect(liked.statusCode).toBe(200);
  expect(liked.json()).toMatchObject({ liked: true, likes: 1, modifiedCount: 1 });
});
