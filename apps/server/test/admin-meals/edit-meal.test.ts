import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditMealResultSchema } from '@messmate/shared';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';
import { mealBody } from './meal-body';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Head Cook' });
});
afterAll(() => t.close());

const edit = (id: string, payload: object, who: SignedIn | null = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/meals/${id}`,
    headers: who?.headers ?? {},
    payload,
  });

describe('PATCH /api/admin/meals/:id', () => {
  it('changes every field and the photo, keeps likes and reviews, and renames its reviews', async () => {
    const meal = await createMeal(t.db, { title: 'Old Dal', likes: 4 });
    await createReview(t.db, meal, await createUser(t.db), { rating: 4 });
    const body = await mealBody(t.db, { title: 'New Dal Fry', category: 'Dinner', price: 45.5 });
    const res = await edit(meal.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const { meal: edited } = EditMealResultSchema.parse(res.json());
    expect(edited).toMatchObject({
      title: 'New Dal Fry',
      category: 'Dinner',
      price: 45.5,
      image: publicImageUrl(t, body.image),
      ingredients: ['rice', 'chicken', 'potato'],
      likes: 4,
      reviews_count: 1,
      rating: 4,
    });
    const reviews = await t.app.inject({
      method: 'GET',
      url: '/api/reviews',
      headers: admin.headers,
    });
    expect(reviews.json().map((r: { mealTitle: string }) => r.mealTitle)).toContain('New Dal Fry');
  });

  it('refuses a photo from elsewhere and a bad price, changing nothing', async () => {
    const meal = await createMeal(t.db, { title: 'Steady Khichuri' });
    const outside = await edit(
      meal.id,
      await mealBody(t.db, { image: 'https://example.com/a.webp' }),
    );
    expect(outside.statusCode).toBe(400);
    const price = await edit(meal.id, await mealBody(t.db, { price: -3 }));
    expect(price.statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(page.json()).toMatchObject({ title: 'Steady Khichuri', price: 100 });
  });

  it('answers 404 for an unknown meal, 403 to a student and 401 to a visitor', async () => {
    const body = await mealBody(t.db);
    expect((await edit('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    const meal = await createMeal(t.db);
    expect((await edit(meal.id, body, await signedInAs(t.app))).statusCode).toBe(403);
    expect((await edit(meal.id, body, null)).statusCode).toBe(401);
  });
});
