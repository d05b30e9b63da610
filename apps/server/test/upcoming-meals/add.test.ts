import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, InsertedResultSchema } from '@messmate/shared';
import { upcomingMeals } from '../../src/db/schema';
import { mealBody } from '../admin-meals/meal-body';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const addUpcoming = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/upcoming-meals', payload, headers: admin.headers });

describe('POST /api/upcoming-meals', () => {
  it("adds it posted by the admin's email with 0 likes, whatever the body claims", async () => {
    const body = { ...(await mealBody(t.db)), postedBy: 'Anonymous', likes: 99 };
    const res = await addUpcoming(body);
    expect(res.statusCode).toBe(201);
    const { insertedId } = InsertedResultSchema.strict().parse(res.json());
    const [row] = await t.db.select().from(upcomingMeals).where(eq(upcomingMeals.id, insertedId));
    expect(row).toMatchObject({
      title: 'Chicken Biryani',
      category: 'Lunch',
      pricePoisha: 18050,
      image: body.image,
      ingredients: ['rice', 'chicken', 'potato'],
      postedBy: admin.user.email,
      likes: 0,
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/upcoming-meals' });
    expect(list.json()).toContainEqual(expect.objectContaining({ _id: insertedId, likes: 0 }));
  });

  it.each([
    ['a blank title', { title: ' ' }, 'Please enter the title.'],
    ['a placeholder category', { category: '' }, 'Category must be Breakfast, Lunch or Dinner'],
    ['no ingredients', { ingredients: ',,' }, 'Please list at least one ingredient.'],
    [
      'a price with 3 decimals',
      { price: 1.005 },
      'The price can have at most 2 decimals (whole poisha).',
    ],
    ['a missing description', { description: undefined }, 'Please enter the description.'],
    ['a remote image', { image: 'https://example.com/x.jpg' }, undefined],
  ])('refuses %s with 400, adding nothing', async (_label, change, message) => {
    const before = await t.db.$count(upcomingMeals);
    const res = await addUpcoming({ ...(await mealBody(t.db)), ...change });
    expect(res.statusCode).toBe(400);
    const error = ErrorBodySchema.parse(res.json());
    if (message) expect(error.message).toBe(message);
    else expect(error.code).toBe('IMAGE_NOT_OURS');
    expect(await t.db.$count(upcomingMeals)).toBe(before);
  });
});
