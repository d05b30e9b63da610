import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meals } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { listRequests, requestMeal } from '../requests/helpers';

interface Titled {
  mealTitle: string;
  mealTitleBn: string | null;
}

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const get = async <T>(url: string, who: SignedIn, query: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, query, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** A resident who requested and reviewed the meal: what each of their lists says of it. */
async function listsOf(resident: SignedIn) {
  const email = resident.user.email;
  const [requests, reviews, adminRequests, adminReviews, codes] = await Promise.all([
    listRequests(t.app, resident, { email }).then((res) => res.json<Titled[]>()),
    get<Titled[]>('/api/reviews', resident, { email }),
    get<{ items: Titled[] }>('/api/admin/serve-meals', admin, { search: email }),
    get<{ items: Titled[] }>('/api/admin/reviews', admin, { search: email }),
    get<{ title: string; titleBn: string | null }[]>('/api/pickup-codes', resident),
  ]);
  const pick = ({ mealTitle, mealTitleBn }: Titled) => ({ mealTitle, mealTitleBn });
  return {
    requests: requests.map(pick),
    reviews: reviews.map(pick),
    adminRequests: adminRequests.items.map(pick),
    adminReviews: adminReviews.items.map(pick),
    codes: codes.map(({ title, titleBn }) => ({ title, titleBn })),
  };
}

async function requestAndReview(mealId: string) {
  const resident = await signedInAs(t.app, { badge: 'Gold', language: 'bn' });
  const asked = await requestMeal(t.app, resident, { mealId });
  expect(asked.statusCode, asked.body).toBe(201);
  expect(asked.json<{ request: Titled }>().request.mealTitle).toBeTypeOf('string');
  const reviewed = await t.app.inject({
    method: 'POST',
    url: `/api/meals/${mealId}/review`,
    headers: resident.headers,
    payload: { content: 'ঝাল ঠিকঠাক।', rating: 4 },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(201);
  return resident;
}

describe(`a request's and a review's meal title in Bangla (${process.env.TEST_DB_KIND})`, () => {
  it("carries the meal's Bangla title beside the English copy in every list", async () => {
    const meal = await createMeal(t.db, { title: 'Shorshe Ilish', titleBn: 'সর্ষে ইলিশ' });
    const resident = await requestAndReview(meal.id);
    const both = { mealTitle: 'Shorshe Ilish', mealTitleBn: 'সর্ষে ইলিশ' };
    expect(await listsOf(resident)).toEqual({
      requests: [both],
      reviews: [both],
      adminRequests: [both],
      adminReviews: [both],
      codes: [{ title: 'Shorshe Ilish', titleBn: 'সর্ষে ইলিশ' }],
    });
  });

  it("follows the meal's Bangla title as an admin changes it, and is null without one", async () => {
    const meal = await createMeal(t.db, { title: 'Rui Curry', titleBn: null });
    const resident = await requestAndReview(meal.id);
    const lists = await listsOf(resident);
    expect(lists.requests).toEqual([{ mealTitle: 'Rui Curry', mealTitleBn: null }]);
    expect(lists.codes).toEqual([{ title: 'Rui Curry', titleBn: null }]);

    await t.db.update(meals).set({ titleBn: 'রুই মাছের ঝোল' }).where(eq(meals.id, meal.id));
    const renamed = await listsOf(resident);
    expect(renamed.requests).toEqual([{ mealTitle: 'Rui Curry', mealTitleBn: 'রুই মাছের ঝোল' }]);
    expect(renamed.reviews).toEqual([{ mealTitle: 'Rui Curry', mealTitleBn: 'রুই মাছের ঝোল' }]);
  });

  it('is null once the meal is deleted; the English copy stays', async () => {
    const meal = await createMeal(t.db, { title: 'Beef Kala Bhuna', titleBn: 'গরুর কালা ভুনা' });
    const resident = await requestAndReview(meal.id);
    await t.db.delete(meals).where(eq(meals.id, meal.id));
    const lists = await listsOf(resident);
    expect(lists.requests).toEqual([{ mealTitle: 'Beef Kala Bhuna', mealTitleBn: null }]);
    expect(lists.adminRequests).toEqual([{ mealTitle: 'Beef Kala Bhuna', mealTitleBn: null }]);
    expect(lists.reviews).toEqual([{ mealTitle: '[Deleted]', mealTitleBn: null }]);
  });
});
