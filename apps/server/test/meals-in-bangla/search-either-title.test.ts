import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mealBody } from '../admin-meals/meal-body';

interface ListedMeal {
  _id: string;
  title: string;
  titleBn: string | null;
}

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // The public answer cache on, as in production: an edit must still show at once.
  t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' });
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const search = async (text: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/meals?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ListedMeal[]>().map((meal) => meal._id);
};

describe('searching meals in either language', () => {
  it('finds the same meal by its English title, its Bangla title and part of either', async () => {
    const meal = await createMeal(t.db, { title: 'Shorshe Ilish', titleBn: 'সর্ষে ইলিশ' });
    await createMeal(t.db, { title: 'Rui Fish Curry', titleBn: 'রুই মাছের ঝোল' });
    expect(await search('Shorshe')).toEqual([meal.id]);
    expect(await search('সর্ষে ইলিশ')).toEqual([meal.id]);
    expect(await search('ইলিশ')).toEqual([meal.id]);
  });

  it('finds a meal by its Bangla description, and a meal without Bangla by its English', async () => {
    const meal = await createMeal(t.db, {
      title: 'Plain Khichuri',
      descriptionBn: 'মুগ ডালের খিচুড়ি',
    });
    const english = await createMeal(t.db, { title: 'Only English Pitha' });
    expect(await search('মুগ ডাল')).toEqual([meal.id]);
    expect(await search('Only English Pitha')).toEqual([english.id]);
    expect(await search('কোনো খাবার নেই')).toEqual([]);
  });

  it('finds a meal by the Bangla title an admin just gave it, though the last search was kept', async () => {
    const meal = await createMeal(t.db, { title: 'Beef Tehari' });
    expect(await search('তেহারি')).toEqual([]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/meals/${meal.id}`,
      headers: admin.headers,
      payload: await mealBody(t.db, { title: 'Beef Tehari', titleBn: 'গরুর তেহারি' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('তেহারি')).toEqual([meal.id]);
    const details = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(details.json()).toMatchObject({ titleBn: 'গরুর তেহারি' });
  });
});
