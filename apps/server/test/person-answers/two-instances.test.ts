import type { MyMealDay } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { user } from '../../src/db/schema';
import { keptOnTwoInstances, type KeptOnTwoInstances } from '../helpers/kept-on-two-instances';
import type { TestApp } from '../helpers/test-app';
import { createMeal } from '../factories/meals';
import { signedInAs, signUpUser, type SignedIn } from '../factories/users';
import { cancelRequest, requestMeal, serveRequest } from '../requests/helpers';

/**
 * Answers kept by person (decision 0045) on two instances of one database: every write made
 * through `first` makes the next read on `second` (and on `first`) fresh, and a warm read on
 * `second` sends no statement. On PGlite both instances share the one embedded database.
 */
let two: KeptOnTwoInstances;
let first: TestApp;
let second: App;
let admin: SignedIn;

beforeAll(async () => {
  two = await keptOnTwoInstances({ PERSON_ANSWER_CACHE: 'true' });
  ({ first, second } = two);
  admin = await signedInAs(first.app, { role: 'admin' });
});
afterAll(() => two.close());

const kind = process.env.TEST_DB_KIND;

async function day(app: App, who: SignedIn, mealId: string): Promise<MyMealDay> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/meals/${mealId}/mine`,
    headers: who.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<MyMealDay>();
}

async function unread(app: App, who: SignedIn): Promise<number> {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: who.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ count: number }>().count;
}

describe(`answers kept by person, changed on the other instance (${kind})`, () => {
  it("forgets a like for its giver only: nobody else's answer changes", async () => {
    const meal = await createMeal(first.db);
    const [liker, neighbour] = await Promise.all([
      signedInAs(first.app, { badge: 'Silver' }),
      signedInAs(first.app, { badge: 'Silver' }),
    ]);
    expect((await two.warm((app) => day(app, liker, meal.id))).liked).toBe(false);
    await two.warm((app) => day(app, neighbour, meal.id));
    await two.write('PATCH', `/api/meals/${meal.id}`, liker, { liked: true });
    expect((await two.onBoth((app) => day(app, liker, meal.id))).liked).toBe(true);
    expect((await two.onBoth((app) => day(app, neighbour, meal.id))).liked).toBe(false);
    await two.warm((app) => day(app, liker, meal.id));
    await two.write('DELETE', `/api/meals/${meal.id}/like`, liker);
    expect((await two.onBoth((app) => day(app, liker, meal.id))).liked).toBe(false);
  });

  it("counts a request made, served and cancelled in the resident's day on every meal, and in the bells", async () => {
    const [meal, other] = await Promise.all([createMeal(first.db), createMeal(first.db)]);
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    await two.warm((app) => day(app, resident, other.id));
    await two.warm((app) => day(app, resident, meal.id));
    const adminUnread = await two.warm((app) => unread(app, admin));
    const residentUnread = await two.warm((app) => unread(app, resident));

    const made = await requestMeal(first.app, resident, { mealId: meal.id });
    expect(made.statusCode).toBe(201);
    const requestId = made.json<{ insertedId: string }>().insertedId;
    expect(await two.onBoth((app) => day(app, resident, other.id))).toMatchObject({
      requestsToday: 1,
      requestToday: null,
    });
    expect((await two.onBoth((app) => day(app, resident, meal.id))).requestToday?.status).toBe(
      'pending',
    );
    expect(await two.onBoth((app) => unread(app, admin))).toBe(adminUnread + 1);

    await two.warm((app) => day(app, resident, meal.id));
    expect((await serveRequest(first.app, requestId, admin)).statusCode).toBe(200);
    expect((await two.onBoth((app) => day(app, resident, meal.id))).requestToday?.status).toBe(
      'delivered',
    );
    expect(await two.onBoth((app) => unread(app, resident))).toBe(residentUnread + 1);
    // The admin's note about it is resolved (read) when it is served.
    expect(await two.onBoth((app) => unread(app, admin))).toBe(adminUnread);

    const again = await requestMeal(first.app, resident, { mealId: other.id });
    expect(again.statusCode).toBe(201);
    await two.warm((app) => day(app, resident, other.id));
    const cancelled = await cancelRequest(
      first.app,
      again.json<{ insertedId: string }>().insertedId,
      resident,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await two.onBoth((app) => day(app, resident, other.id))).toMatchObject({
      requestsToday: 1,
      requestToday: null,
    });
  });

  it('forgets a bell read on the other instance', async () => {
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    const meal = await createMeal(first.db);
    const made = await requestMeal(first.app, resident, { mealId: meal.id });
    await serveRequest(first.app, made.json<{ insertedId: string }>().insertedId, admin);
    expect(await two.warm((app) => unread(app, resident))).toBe(1);
    await two.write('POST', '/api/notifications/read-all', resident, {});
    expect(await two.onBoth((app) => unread(app, resident))).toBe(0);
  });

  it("forgets a review written, a helpful mark, and everyone's marks on a review deleted", async () => {
    const meal = await createMeal(first.db);
    const [author, reader] = await Promise.all([
      signedInAs(first.app, { badge: 'Silver' }),
      signedInAs(first.app, { badge: 'Silver' }),
    ]);
    await two.warm((app) => day(app, author, meal.id));
    const review = await two.write('POST', `/api/meals/${meal.id}/review`, author, {
      content: 'Warm rice, good dal, fair portion.',
      rating: 4,
    });
    const reviewId = review.json<{ insertedId: string }>().insertedId;
    expect((await two.onBoth((app) => day(app, author, meal.id))).ownReviewIds).toEqual([reviewId]);

    await two.warm((app) => day(app, reader, meal.id));
    await two.write('PUT', `/api/reviews/${reviewId}/helpful`, reader);
    expect((await two.onBoth((app) => day(app, reader, meal.id))).helpfulReviewIds).toEqual([
      reviewId,
    ]);

    await two.warm((app) => day(app, reader, meal.id));
    await two.warm((app) => day(app, author, meal.id));
    await two.write('DELETE', `/api/reviews/${reviewId}`, admin);
    expect((await two.onBoth((app) => day(app, reader, meal.id))).helpfulReviewIds).toEqual([]);
    expect((await two.onBoth((app) => day(app, author, meal.id))).ownReviewIds).toEqual([]);
  });

  it("forgets a person's day when their badge changes, by any statement", async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    expect((await two.warm((app) => day(app, resident, meal.id))).badge).toBe('Silver');
    await first.db.update(user).set({ badge: 'Gold' }).where(eq(user.id, resident.user._id));
    expect(await two.onBoth((app) => day(app, resident, meal.id))).toMatchObject({ badge: 'Gold' });
  });

  it('answers a deleted meal as missing on both instances', async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    await two.warm((app) => day(app, resident, meal.id));
    await two.write('DELETE', `/api/meals/${meal.id}`, admin);
    await second.personAnswersCaughtUp();
    for (const app of [second, first.app]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/meals/${meal.id}/mine`,
        headers: resident.headers,
      });
      expect(answer.statusCode).toBe(404);
    }
  });

  it("forgets the admins' bells when an account goes with the notes about it", async () => {
    const resident = await signUpUser(first.app);
    const before = await two.warm((app) => unread(app, admin));
    await two.write('POST', '/api/support/threads', resident, {
      topic: 'food',
      subject: 'Cold rice at dinner',
      message: 'The rice was cold at dinner today.',
    });
    expect(await two.onBoth((app) => unread(app, admin))).toBe(before + 1);
    await two.warm((app) => unread(app, admin));
    await two.write('DELETE', '/api/users/me', resident, { password: resident.password });
    expect(await two.onBoth((app) => unread(app, admin))).toBe(before);
  });
});
