import type { MealDetails, MealRequest, Review } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { mealRequests, reviews } from '../../src/db/schema';
import { keptOnTwoInstances, type KeptOnTwoInstances } from '../helpers/kept-on-two-instances';
import type { TestApp } from '../helpers/test-app';
import { mealBody } from '../admin-meals/meal-body';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { cancelRequest, requestMeal, serveRequest } from '../requests/helpers';

/**
 * A resident's like on a meal's details, My Requests and My Reviews, kept per person (decision
 * 0054), on two instances of one database: every writer through `first` (or a statement behind
 * the app's back, caught by the triggers of migration 0025) makes the next read on `second`
 * fresh, and a warm read on `second` sends no statement.
 */
let two: KeptOnTwoInstances;
let first: TestApp;
let second: App;
let admin: SignedIn;

beforeAll(async () => {
  // The meal's public details are kept too, so a warm details read can send no statement.
  two = await keptOnTwoInstances({ PERSON_ANSWER_CACHE: 'true', PUBLIC_ANSWER_CACHE_MS: '60000' });
  ({ first, second } = two);
  admin = await signedInAs(first.app, { role: 'admin' });
});
afterAll(() => two.close());

const kind = process.env.TEST_DB_KIND;

async function read<Body>(app: App, who: SignedIn, url: string): Promise<Body> {
  const answer = await app.inject({ method: 'GET', url, headers: who.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Body>();
}

const likedByMe = async (app: App, who: SignedIn, mealId: string) =>
  (await read<MealDetails>(app, who, `/api/meals/${mealId}`)).likedByMe;
const myRequests = (app: App, who: SignedIn) =>
  read<MealRequest[]>(app, who, `/api/serve-meals?email=${encodeURIComponent(who.user.email)}`);
const myReviews = (app: App, who: SignedIn) =>
  read<Review[]>(app, who, `/api/reviews?email=${encodeURIComponent(who.user.email)}`);

async function writeReview(author: SignedIn, mealId: string): Promise<string> {
  const written = await two.write('POST', `/api/meals/${mealId}/review`, author, {
    content: 'Warm rice, good dal, fair portion.',
    rating: 4,
  });
  return written.json<{ insertedId: string }>().insertedId;
}

describe(`a resident's like and lists kept per person, changed on the other instance (${kind})`, () => {
  it("keeps the like on a meal's details for its giver only, and forgets it when the meal goes", async () => {
    const meal = await createMeal(first.db);
    const [liker, neighbour] = await Promise.all([
      signedInAs(first.app, { badge: 'Silver' }),
      signedInAs(first.app, { badge: 'Silver' }),
    ]);
    expect(await two.warm((app) => likedByMe(app, liker, meal.id))).toBe(false);
    expect(await two.warm((app) => likedByMe(app, neighbour, meal.id))).toBe(false);
    await two.write('PATCH', `/api/meals/${meal.id}`, liker, { liked: true });
    expect(await two.onBoth((app) => likedByMe(app, liker, meal.id))).toBe(true);
    expect(await two.warm((app) => likedByMe(app, neighbour, meal.id))).toBe(false);
    expect(await two.warm((app) => likedByMe(app, liker, meal.id))).toBe(true);
    await two.write('DELETE', `/api/meals/${meal.id}/like`, liker);
    expect(await two.onBoth((app) => likedByMe(app, liker, meal.id))).toBe(false);

    await two.write('PATCH', `/api/meals/${meal.id}`, liker, { liked: true });
    expect(await two.warm((app) => likedByMe(app, liker, meal.id))).toBe(true);
    await two.write('DELETE', `/api/meals/${meal.id}`, admin);
    await second.personAnswersCaughtUp();
    for (const app of [second, first.app]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/meals/${meal.id}`,
        headers: liker.headers,
      });
      // The public details are kept for up to a minute; the like is not, and says so.
      if (answer.statusCode === 200) expect(answer.json<MealDetails>().likedByMe).toBe(false);
      else expect(answer.statusCode).toBe(404);
    }
  });

  it('refreshes My Requests when a request is made, served by an admin and cancelled', async () => {
    const [meal, other] = await Promise.all([createMeal(first.db), createMeal(first.db)]);
    const resident = await signedInAs(first.app, { badge: 'Gold' });
    expect(await two.warm((app) => myRequests(app, resident))).toEqual([]);

    const made = await requestMeal(first.app, resident, { mealId: meal.id });
    expect(made.statusCode).toBe(201);
    const requestId = made.json<{ insertedId: string }>().insertedId;
    expect((await two.onBoth((app) => myRequests(app, resident))).map((row) => row.status)).toEqual(
      ['pending'],
    );

    await two.warm((app) => myRequests(app, resident));
    expect((await serveRequest(first.app, requestId, admin)).statusCode).toBe(200);
    expect((await two.onBoth((app) => myRequests(app, resident)))[0]?.status).toBe('delivered');

    const again = await requestMeal(first.app, resident, { mealId: other.id });
    const againId = again.json<{ insertedId: string }>().insertedId;
    expect(await two.onBoth((app) => myRequests(app, resident))).toHaveLength(2);
    await two.warm((app) => myRequests(app, resident));
    expect((await cancelRequest(first.app, againId, resident)).statusCode).toBe(200);
    expect((await two.onBoth((app) => myRequests(app, resident))).map((row) => row._id)).toEqual([
      requestId,
    ]);
  });

  it("refreshes everyone's lists when an admin edits a meal's titles or deletes the meal", async () => {
    const meal = await createMeal(first.db, { title: 'Dal Fry' });
    const resident = await signedInAs(first.app, { badge: 'Gold' });
    await requestMeal(first.app, resident, { mealId: meal.id });
    await writeReview(resident, meal.id);
    await two.warm((app) => myRequests(app, resident));
    await two.warm((app) => myReviews(app, resident));

    const body = await mealBody(first.db, { title: 'Dal Tadka', titleBn: 'ডাল তড়কা' });
    await two.write('PATCH', `/api/admin/meals/${meal.id}`, admin, body);
    expect((await two.onBoth((app) => myRequests(app, resident)))[0]?.mealTitleBn).toBe('ডাল তড়কা');
    expect(await two.onBoth((app) => myReviews(app, resident))).toMatchObject([
      { mealTitle: 'Dal Tadka', mealTitleBn: 'ডাল তড়কা' },
    ]);

    await two.warm((app) => myRequests(app, resident));
    await two.warm((app) => myReviews(app, resident));
    await two.write('DELETE', `/api/meals/${meal.id}`, admin);
    expect(await two.onBoth((app) => myRequests(app, resident))).toMatchObject([
      { mealId: null, mealTitleBn: null },
    ]);
    expect(await two.onBoth((app) => myReviews(app, resident))).toMatchObject([
      { mealId: null, mealTitle: '[Deleted]' },
    ]);
  });

  it('refreshes My Reviews when a review is written, edited, marked helpful by another and deleted by an admin', async () => {
    const meal = await createMeal(first.db);
    const [author, reader] = await Promise.all([
      signedInAs(first.app, { badge: 'Silver' }),
      signedInAs(first.app, { badge: 'Silver' }),
    ]);
    expect(await two.warm((app) => myReviews(app, author))).toEqual([]);
    const reviewId = await writeReview(author, meal.id);
    expect((await two.onBoth((app) => myReviews(app, author))).map((row) => row._id)).toEqual([
      reviewId,
    ]);

    await two.warm((app) => myReviews(app, author));
    await two.write('PATCH', `/api/reviews/${reviewId}`, author, {
      content: 'Better the next day.',
    });
    expect((await two.onBoth((app) => myReviews(app, author)))[0]?.content).toBe(
      'Better the next day.',
    );

    await two.warm((app) => myReviews(app, author));
    await two.write('PUT', `/api/reviews/${reviewId}/helpful`, reader);
    expect((await two.onBoth((app) => myReviews(app, author)))[0]?.likes).toBe(1);

    await two.warm((app) => myReviews(app, author));
    await two.write('DELETE', `/api/reviews/${reviewId}`, admin);
    expect(await two.onBoth((app) => myReviews(app, author))).toEqual([]);
  });

  it('refreshes both lists when the resident renames themself', async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Gold' });
    await requestMeal(first.app, resident, { mealId: meal.id });
    await writeReview(resident, meal.id);
    await two.warm((app) => myRequests(app, resident));
    await two.warm((app) => myReviews(app, resident));
    await two.write('PATCH', '/api/users/me', resident, { name: 'Rafi Renamed' });
    expect((await two.onBoth((app) => myRequests(app, resident)))[0]?.name).toBe('Rafi Renamed');
    expect((await two.onBoth((app) => myReviews(app, resident)))[0]?.name).toBe('Rafi Renamed');
  });

  it("catches a writer that does not announce: a statement behind the app's back", async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Gold' });
    const made = await requestMeal(first.app, resident, { mealId: meal.id });
    const requestId = made.json<{ insertedId: string }>().insertedId;
    const reviewId = await writeReview(resident, meal.id);
    await two.warm((app) => myRequests(app, resident));
    await two.warm((app) => myReviews(app, resident));

    // One table at a time: a request's change forgets all of that person's answers.
    await first.db.update(reviews).set({ likes: 7 }).where(eq(reviews.id, reviewId));
    expect((await two.onBoth((app) => myReviews(app, resident)))[0]?.likes).toBe(7);
    await first.db
      .update(mealRequests)
      .set({ status: 'delivered', servedAt: new Date() })
      .where(eq(mealRequests.id, requestId));
    expect((await two.onBoth((app) => myRequests(app, resident)))[0]?.status).toBe('delivered');

    await two.warm((app) => myRequests(app, resident));
    await first.db.delete(mealRequests).where(eq(mealRequests.id, requestId));
    expect(await two.onBoth((app) => myRequests(app, resident))).toEqual([]);
  });

  it("keeps no admin's view of someone else's list, and no filtered list", async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Gold' });
    await requestMeal(first.app, resident, { mealId: meal.id });
    const url = `/api/serve-meals?email=${encodeURIComponent(resident.user.email)}`;
    for (const asked of [url, `${url.replace('?', '?status=pending&')}`]) {
      const who = asked === url ? admin : resident;
      await read(second, who, asked);
      two.instance.counted.reset();
      expect(await read<MealRequest[]>(second, who, asked)).toHaveLength(1);
      expect(two.instance.counted.count()).toBeGreaterThan(0);
    }
  });
});
