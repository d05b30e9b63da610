import type { MyMealDay } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { user } from '../../src/db/schema';
import {
  countingInstance,
  type CountingDatabase,
  type CountingInstance,
} from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal } from '../factories/meals';
import { signedInAs, signUpUser, type SignedIn } from '../factories/users';
import { cancelRequest, requestMeal, serveRequest } from '../requests/helpers';

/**
 * Answers kept by person (decision 0045) on two instances of one database: every write made
 * through `first` makes the next read on `second` (and on `first`) fresh, and a warm read on
 * `second` sends no statement. On PGlite both instances share the one embedded database.
 */
let first: TestApp;
let instance: CountingInstance;
let second: App;
let counted: CountingDatabase;
let admin: SignedIn;

beforeAll(async () => {
  first = await createTestApp({ PERSON_ANSWER_CACHE: 'true' });
  instance = await countingInstance(first);
  ({ app: second, counted } = instance);
  admin = await signedInAs(first.app, { role: 'admin' });
});
afterAll(async () => {
  await instance.close();
  await first.close();
});

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

/** Reads on both instances; the repeat on `second` must come from memory. */
async function warm<Value>(read: (app: App) => Promise<Value>): Promise<Value> {
  await read(first.app);
  await read(second);
  counted.reset();
  const kept = await read(second);
  expect(counted.count()).toBe(0);
  return kept;
}

/** The same answer, fresh, on both instances once `second` has heard what committed. */
async function onBoth<Value>(read: (app: App) => Promise<Value>): Promise<Value> {
  await second.personAnswersCaughtUp();
  const onSecond = await read(second);
  expect(await read(first.app)).toEqual(onSecond);
  return onSecond;
}

async function write(
  method: 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedIn,
  payload?: object,
) {
  const answer = await first.app.inject({ method, url, headers: who.headers, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
}

describe(`answers kept by person, changed on the other instance (${kind})`, () => {
  it("forgets a like for its giver only: nobody else's answer changes", async () => {
    const meal = await createMeal(first.db);
    const [liker, neighbour] = await Promise.all([
      signedInAs(first.app, { badge: 'Silver' }),
      signedInAs(first.app, { badge: 'Silver' }),
    ]);
    expect((await warm((app) => day(app, liker, meal.id))).liked).toBe(false);
    await warm((app) => day(app, neighbour, meal.id));
    await write('PATCH', `/api/meals/${meal.id}`, liker, { liked: true });
    expect((await onBoth((app) => day(app, liker, meal.id))).liked).toBe(true);
    expect((await onBoth((app) => day(app, neighbour, meal.id))).liked).toBe(false);
    await warm((app) => day(app, liker, meal.id));
    await write('DELETE', `/api/meals/${meal.id}/like`, liker);
    expect((await onBoth((app) => day(app, liker, meal.id))).liked).toBe(false);
  });

  it("counts a request made, served and cancelled in the resident's day on every meal, and in the bells", async () => {
    const [meal, other] = await Promise.all([createMeal(first.db), createMeal(first.db)]);
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    await warm((app) => day(app, resident, other.id));
    await warm((app) => day(app, resident, meal.id));
    const adminUnread = await warm((app) => unread(app, admin));
    const residentUnread = await warm((app) => unread(app, resident));

    const made = await requestMeal(first.app, resident, { mealId: meal.id });
    expect(made.statusCode).toBe(201);
    const requestId = made.json<{ insertedId: string }>().insertedId;
    expect(await onBoth((app) => day(app, resident, other.id))).toMatchObject({
      requestsToday: 1,
      requestToday: null,
    });
    expect((await onBoth((app) => day(app, resident, meal.id))).requestToday?.status).toBe(
      'pending',
    );
    expect(await onBoth((app) => unread(app, admin))).toBe(adminUnread + 1);

    await warm((app) => day(app, resident, meal.id));
    expect((await serveRequest(first.app, requestId, admin)).statusCode).toBe(200);
    expect((await onBoth((app) => day(app, resident, meal.id))).requestToday?.status).toBe(
      'delivered',
    );
    expect(await onBoth((app) => unread(app, resident))).toBe(residentUnread + 1);
    // The admin's note about it is resolved (read) when it is served.
    expect(await onBoth((app) => unread(app, admin))).toBe(adminUnread);

    const again = await requestMeal(first.app, resident, { mealId: other.id });
    expect(again.statusCode).toBe(201);
    await warm((app) => day(app, resident, other.id));
    const cancelled = await cancelRequest(
      first.app,
      again.json<{ insertedId: string }>().insertedId,
      resident,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await onBoth((app) => day(app, resident, other.id))).toMatchObject({
      requestsToday: 1,
      requestToday: null,
    });
  });

  it('forgets a bell read on the other instance', async () => {
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    const meal = await createMeal(first.db);
    const made = await requestMeal(first.app, resident, { mealId: meal.id });
    await serveRequest(first.app, made.json<{ insertedId: string }>().insertedId, admin);
    expect(await warm((app) => unread(app, resident))).toBe(1);
    await write('POST', '/api/notifications/read-all', resident, {});
    expect(await onBoth((app) => unread(app, resident))).toBe(0);
  });

  it("forgets a review written, a helpful mark, and everyone's marks on a review deleted", async () => {
    const meal = await createMeal(first.db);
    const [author, reader] = await Promise.all([
      signedInAs(first.app, { badge: 'Silver' }),
      signedInAs(first.app, { badge: 'Silver' }),
    ]);
    await warm((app) => day(app, author, meal.id));
    const review = await write('POST', `/api/meals/${meal.id}/review`, author, {
      content: 'Warm rice, good dal, fair portion.',
      rating: 4,
    });
    const reviewId = review.json<{ insertedId: string }>().insertedId;
    expect((await onBoth((app) => day(app, author, meal.id))).ownReviewIds).toEqual([reviewId]);

    await warm((app) => day(app, reader, meal.id));
    await write('PUT', `/api/reviews/${reviewId}/helpful`, reader);
    expect((await onBoth((app) => day(app, reader, meal.id))).helpfulReviewIds).toEqual([reviewId]);

    await warm((app) => day(app, reader, meal.id));
    await warm((app) => day(app, author, meal.id));
    await write('DELETE', `/api/reviews/${reviewId}`, admin);
    expect((await onBoth((app) => day(app, reader, meal.id))).helpfulReviewIds).toEqual([]);
    expect((await onBoth((app) => day(app, author, meal.id))).ownReviewIds).toEqual([]);
  });

  it("forgets a person's day when their badge changes, by any statement", async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    expect((await warm((app) => day(app, resident, meal.id))).badge).toBe('Silver');
    await first.db.update(user).set({ badge: 'Gold' }).where(eq(user.id, resident.user._id));
    expect(await onBoth((app) => day(app, resident, meal.id))).toMatchObject({ badge: 'Gold' });
  });

  it('answers a deleted meal as missing on both instances', async () => {
    const meal = await createMeal(first.db);
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    await warm((app) => day(app, resident, meal.id));
    await write('DELETE', `/api/meals/${meal.id}`, admin);
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
    const before = await warm((app) => unread(app, admin));
    await write('POST', '/api/support/threads', resident, {
      topic: 'food',
      subject: 'Cold rice at dinner',
      message: 'The rice was cold at dinner today.',
    });
    expect(await onBoth((app) => unread(app, admin))).toBe(before + 1);
    await warm((app) => unread(app, admin));
    await write('DELETE', '/api/users/me', resident, { password: resident.password });
    expect(await onBoth((app) => unread(app, admin))).toBe(before);
  });
});
