import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsertedResultSchema, UpcomingMealSchema } from '@messmate/shared';
import { meals } from '../../src/db/schema';
import { mealBody } from '../admin-meals/meal-body';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const listed = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/upcoming-meals' });
  return UpcomingMealSchema.strict()
    .array()
    .parse(res.json())
    .find((meal) => meal._id === id);
};

describe('an upcoming meal in Bangla too', () => {
  it('is added and edited with its Bangla title and description, as a meal is', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming-meals',
      headers: admin.headers,
      payload: await mealBody(t.db, { titleBn: 'ভাপা পিঠা', descriptionBn: 'গুড় আর নারকেল।' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const { insertedId } = InsertedResultSchema.parse(added.json());
    expect(await listed(insertedId)).toMatchObject({
      titleBn: 'ভাপা পিঠা',
      descriptionBn: 'গুড় আর নারকেল।',
    });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming-meals/${insertedId}`,
      headers: admin.headers,
      payload: await mealBody(t.db, { titleBn: 'চিতই পিঠা', descriptionBn: '' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listed(insertedId)).toMatchObject({ titleBn: 'চিতই পিঠা', descriptionBn: null });
  });

  it('keeps its Bangla title and description when it is published', async () => {
    const upcoming = await createUpcomingMeal(t.db, {
      title: 'Patishapta',
      titleBn: 'পাটিসাপটা',
      descriptionBn: 'ক্ষীরের পুর।',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upcoming-meals/publish/${upcoming.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [meal] = await t.db
      .select()
      .from(meals)
      .where(eq(meals.id, InsertedResultSchema.parse(res.json()).insertedId));
    expect(meal).toMatchObject({ titleBn: 'পাটিসাপটা', descriptionBn: 'ক্ষীরের পুর।' });
  });
});
