import type { MealDetails, MyMealDay } from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  countingInstance,
  type CountingDatabase,
  type CountingInstance,
} from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal, createReview, likeMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { requestMeal } from '../requests/helpers';

/**
 * What a signed-in resident's reads cost the database once the instance knows them: the
 * session and caller come from memory, each answer from as few statements as its data needs.
 * The public answer cache is on, as served: a meal's details are the same for everyone but
 * the viewer's like.
 */
let t: TestApp;
let instance: CountingInstance;
let app: App;
let counted: CountingDatabase;
let resident: SignedIn;
let mealId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' });
  instance = await countingInstance(t);
  ({ app, counted } = instance);
  resident = await signedInAs(app, { badge: 'Silver' });
  const meal = await createMeal(t.db, { title: 'Bhuna Khichuri' });
  mealId = meal.id;
  const neighbour = await signedInAs(t.app, { badge: 'Platinum' });
  await createReview(t.db, meal, { id: neighbour.user._id }, { rating: 5 });
  await createReview(t.db, meal, { id: resident.user._id }, { rating: 4 });
  await likeMeal(t.db, meal.id, resident.user._id);
  expect((await requestMeal(app, resident, { mealId })).statusCode).toBe(201);
});
afterAll(async () => {
  await instance.close();
  await t.close();
});

/** Statements the second of two identical requests sends. */
async function statementsFor(url: string, who?: SignedIn) {
  const ask = () => app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  expect((await ask()).statusCode).toBe(200);
  counted.reset();
  const answer = await ask();
  expect(answer.statusCode).toBe(200);
  return { statements: counted.count(), answer };
}

const email = () => encodeURIComponent(resident.user.email);

describe(`signed-in reads (${process.env.TEST_DB_KIND})`, () => {
  it('answers users/me from memory', async () => {
    expect((await statementsFor('/api/users/me', resident)).statements).toBe(0);
  });

  it("reads a meal's details with the resident's like in one statement", async () => {
    const { statements, answer } = await statementsFor(`/api/meals/${mealId}`, resident);
    expect(statements).toBe(1);
    const details = answer.json<MealDetails>();
    expect(details.likedByMe).toBe(true);
    expect(details.reviews.map((review) => review.rating)).toEqual([5, 4]);
  });

  it("serves a visitor the meal's details from memory", async () => {
    const { statements, answer } = await statementsFor(`/api/meals/${mealId}`);
    expect(statements).toBe(0);
    expect(answer.json<MealDetails>().likedByMe).toBe(false);
  });

  it('shows a like or review made on this instance in the next answer, for everyone', async () => {
    const neighbour = await signedInAs(app, { badge: 'Gold' });
    const details = async (who?: SignedIn) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/meals/${mealId}`,
          headers: who?.headers ?? {},
        })
      ).json<MealDetails>();
    const before = await details(neighbour);
    expect(before.likedByMe).toBe(false);
    const liked = await app.inject({
      method: 'PATCH',
      url: `/api/meals/${mealId}`,
      headers: neighbour.headers,
      payload: { liked: true },
    });
    expect(liked.statusCode).toBe(200);
    const after = await details(neighbour);
    expect(after.likedByMe).toBe(true);
    expect(after.likes).toBe(before.likes + 1);
    expect((await details()).likes).toBe(before.likes + 1);
    expect((await details(resident)).likedByMe).toBe(true);
  });

  it("reads the caller's day on a meal (like, request, limits, own reviews) in one statement", async () => {
    const { statements, answer } = await statementsFor(`/api/meals/${mealId}/mine`, resident);
    expect(statements).toBe(1);
    const day = answer.json<MyMealDay>();
    expect(day).toMatchObject({ liked: true, badge: 'Silver', requestsToday: 1 });
    expect(day.requestToday?.status).toBe('pending');
    expect(day.ownReviewIds).toHaveLength(1);
  });

  it('reads My Requests, My Reviews and the unread count in one statement each', async () => {
    for (const url of [
      `/api/serve-meals?email=${email()}`,
      `/api/reviews?email=${email()}`,
      '/api/notifications/unread-count',
    ]) {
      expect({ url, statements: (await statementsFor(url, resident)).statements }).toEqual({
        url,
        statements: 1,
      });
    }
  });
});
