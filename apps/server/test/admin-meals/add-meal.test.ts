import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateMealResultSchema, ErrorBodySchema } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { meals } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';
import { mealBody } from './meal-body';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Head Cook' });
});
afterAll(() => t.close());

const addMeal = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/meals', payload, headers });

describe('POST /api/admin/meals', () => {
  it('adds the meal with the admin as distributor, ingredients cleaned and the price in poisha', async () => {
    const body = await mealBody(t.db, {
      category: 'lunch',
      distributorName: 'Someone Else',
      distributorEmail: 'someone@else.test',
    });
    const res = await addMeal(body);
    expect(res.statusCode).toBe(201);
    const result = CreateMealResultSchema.strict().parse(res.json());
    expect(result).toMatchObject({
      acknowledged: true,
      insertedId: result.meal._id,
      meal: {
        title: 'Chicken Biryani',
        category: 'Lunch',
        image: publicImageUrl(t, body.image),
        ingredients: ['rice', 'chicken', 'potato'],
        price: 180.5,
        distributorName: 'Head Cook',
        likes: 0,
        reviews_count: 0,
        rating: 0,
      },
    });
    const [row] = await t.db.select().from(meals).where(eq(meals.id, result.insertedId));
    expect(row).toMatchObject({
      pricePoisha: 18050,
      distributorName: 'Head Cook',
      distributorEmail: admin.user.email,
      addedBy: admin.user._id,
    });

    const shown = await t.app.inject({ method: 'GET', url: `/api/meals/${result.insertedId}` });
    expect(shown.json()).toMatchObject({ title: 'Chicken Biryani', price: 180.5 });
  });

  it('takes ingredients as a list and the price as numeric text', async () => {
    const res = await addMeal(
      await mealBody(t.db, {
        ingredients: [' dal ', '', 'rice'],
        price: '95' as unknown as number,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ meal: { ingredients: ['dal', 'rice'], price: 95 } });
  });

  it.each([
    ['a missing title', { title: undefined }, 'Please enter the title.'],
    ['a blank title', { title: '   ' }, 'Please enter the title.'],
    [
      'a title that is too long',
      { title: 'x'.repeat(121) },
      'The title can be at most 120 characters.',
    ],
    ['an unknown category', { category: 'Snacks' }, 'Category must be Breakfast, Lunch or Dinner'],
    ['a missing category', { category: undefined }, 'Category must be Breakfast, Lunch or Dinner'],
    ['a missing image', { image: undefined }, 'Please upload a photo of the meal.'],
    [
      'only commas for ingredients',
      { ingredients: ' , ,' },
      'Please list at least one ingredient.',
    ],
    ['an empty ingredient list', { ingredients: [] }, 'Please list at least one ingredient.'],
    ['a blank description', { description: '' }, 'Please enter the description.'],
    ['a zero price', { price: 0 }, 'The price must be more than ৳0.'],
    ['a negative price', { price: -5 }, 'The price must be more than ৳0.'],
    [
      'a price with 3 decimals',
      { price: 12.345 },
      'The price can have at most 2 decimals (whole poisha).',
    ],
    [
      'a price that is not a number',
      { price: 'cheap' },
      'Please enter the price as a number of taka.',
    ],
    ['a missing price', { price: undefined }, 'Please enter the price as a number of taka.'],
    ['a huge price', { price: 100_001 }, 'The price can be at most ৳100000.'],
  ])('refuses %s with 400 and its message, adding nothing', async (_label, change, message) => {
    const before = await t.db.$count(meals);
    const res = await addMeal({ ...(await mealBody(t.db)), ...change });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({ message, error: message });
    expect(await t.db.$count(meals)).toBe(before);
  });

  it.each([
    ['a remote address', 'https://i.ibb.co/abc/biryani.jpg', 'IMAGE_NOT_OURS'],
    ['a path outside the image store', '/api/meals', 'IMAGE_NOT_OURS'],
    [
      'another origin serving our path',
      `https://evil.test/api/images/${'a'.repeat(64)}.webp`,
      'IMAGE_NOT_OURS',
    ],
    [
      'one of our addresses that holds no image',
      `/api/images/${'e'.repeat(64)}.webp`,
      'IMAGE_NOT_FOUND',
    ],
  ])('refuses %s as the image', async (_label, image, code) => {
    const before = await t.db.$count(meals);
    const res = await addMeal(await mealBody(t.db, { image }));
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).code).toBe(code);
    expect(await t.db.$count(meals)).toBe(before);
  });

  it('accepts our own image on our own origin, as answers give it', async () => {
    const body = await mealBody(t.db);
    const res = await addMeal({ ...body, image: publicImageUrl(t, body.image) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ meal: { image: publicImageUrl(t, body.image) } });
  });
});
