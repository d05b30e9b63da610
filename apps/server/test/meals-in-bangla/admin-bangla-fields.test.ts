import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateMealResultSchema, EditMealResultSchema, ErrorBodySchema } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { meals } from '../../src/db/schema';
import { mealBody } from '../admin-meals/meal-body';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Head Cook' });
});
afterAll(() => t.close());

const addMeal = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/meals', payload, headers: admin.headers });
const editMeal = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/meals/${id}`, payload, headers: admin.headers });
const stored = async (id: string) =>
  (
    await t.db
      .select({ titleBn: meals.titleBn, descriptionBn: meals.descriptionBn })
      .from(meals)
      .where(eq(meals.id, id))
  )[0];

describe('a meal with a Bangla title and description', () => {
  it('is added with both, trimmed, and every answer about it carries them', async () => {
    const res = await addMeal(
      await mealBody(t.db, { titleBn: '  মুরগির বিরিয়ানি ', descriptionBn: 'আলু দিয়ে সুগন্ধি ভাত।' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { meal } = CreateMealResultSchema.strict().parse(res.json());
    expect(meal).toMatchObject({ titleBn: 'মুরগির বিরিয়ানি', descriptionBn: 'আলু দিয়ে সুগন্ধি ভাত।' });
    const details = await t.app.inject({ method: 'GET', url: `/api/meals/${meal._id}` });
    expect(details.json()).toMatchObject({
      title: 'Chicken Biryani',
      titleBn: 'মুরগির বিরিয়ানি',
      descriptionBn: 'আলু দিয়ে সুগন্ধি ভাত।',
    });
  });

  it('is added without them as null, and an empty text counts as none', async () => {
    const plain = CreateMealResultSchema.parse((await addMeal(await mealBody(t.db))).json());
    expect(plain.meal).toMatchObject({ titleBn: null, descriptionBn: null });
    const blank = await addMeal(await mealBody(t.db, { titleBn: '   ', descriptionBn: '' }));
    expect(blank.statusCode).toBe(201);
    expect(await stored(blank.json().insertedId)).toEqual({ titleBn: null, descriptionBn: null });
  });

  it('refuses a Bangla title that is too long or not text, with a clear message, adding nothing', async () => {
    const before = (await t.db.select({ id: meals.id }).from(meals)).length;
    const long = await addMeal(await mealBody(t.db, { titleBn: 'ক'.repeat(121) }));
    expect(long.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(long.json()).message).toContain(
      'The Bangla title can be at most 120 characters.',
    );
    const notText = await addMeal({ ...(await mealBody(t.db)), descriptionBn: 42 });
    expect(notText.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(notText.json()).message).toContain(
      'The Bangla description must be text.',
    );
    expect((await t.db.select({ id: meals.id }).from(meals)).length).toBe(before);
  });

  it('is changed by an edit, kept by an edit that leaves it out, and cleared by an empty one', async () => {
    const meal = await createMeal(t.db, { titleBn: 'পুরোনো ডাল', descriptionBn: 'পুরোনো' });
    const changed = await editMeal(meal.id, await mealBody(t.db, { titleBn: 'ডাল ফ্রাই' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(EditMealResultSchema.parse(changed.json()).meal).toMatchObject({
      titleBn: 'ডাল ফ্রাই',
      descriptionBn: 'পুরোনো',
    });
    await editMeal(meal.id, await mealBody(t.db, { title: 'Dal Fry' }));
    expect(await stored(meal.id)).toEqual({ titleBn: 'ডাল ফ্রাই', descriptionBn: 'পুরোনো' });
    await editMeal(meal.id, await mealBody(t.db, { titleBn: '', descriptionBn: null }));
    expect(await stored(meal.id)).toEqual({ titleBn: null, descriptionBn: null });
  });

  it('refuses a too long Bangla description on an edit, changing nothing', async () => {
    const meal = await createMeal(t.db, { title: 'Steady Dal', titleBn: 'স্থির ডাল' });
    const res = await editMeal(
      meal.id,
      await mealBody(t.db, { title: 'Other', descriptionBn: 'ক'.repeat(2001) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('The Bangla description can be at most 2000 characters.');
    const details = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(details.json()).toMatchObject({ title: 'Steady Dal', titleBn: 'স্থির ডাল' });
  });
});
