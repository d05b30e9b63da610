import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  countingInstance,
  type CountingDatabase,
  type CountingInstance,
} from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';

/**
 * What a mealtime rush's writes cost the database (decisions 0041, 0046): the statements each sends,
 * BEGIN and COMMIT included, on an instance that already knows the caller's session.
 */
let t: TestApp;
let instance: CountingInstance;
let app: App;
let counted: CountingDatabase;
let resident: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  instance = await countingInstance(t);
  ({ app, counted } = instance);
  resident = await signedInAs(app, { badge: 'Gold' });
  await signedInAs(t.app, { role: 'admin' });
  // The session is read once and then kept in memory: warm it up before counting.
  expect(
    (await app.inject({ method: 'GET', url: '/api/users/me', headers: resident.headers }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await instance.close();
  await t.close();
});

/** PGlite's transactions send BEGIN and COMMIT beneath drizzle's logger: only PostgreSQL counts them. */
const inTransaction = (statements: number) =>
  process.env.TEST_DB_KIND === 'postgres' ? statements + 2 : statements;

async function statementsOf(method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) {
  counted.reset();
  const answer = await app.inject({ method, url, headers: resident.headers, payload });
  return { statements: counted.count(), status: answer.statusCode };
}

describe(`a rush's writes (${process.env.TEST_DB_KIND})`, () => {
  it('likes and unlikes a meal in one statement each, with no transaction (decision 0046)', async () => {
    const meal = await createMeal(t.db);
    expect(await statementsOf('PATCH', `/api/meals/${meal.id}`, { liked: true })).toEqual({
      statements: 1,
      status: 200,
    });
    expect(await statementsOf('DELETE', `/api/meals/${meal.id}/like`)).toEqual({
      statements: 1,
      status: 200,
    });
  });

  it('reviews a meal in two statements in a transaction (locks and review, then the counters), answering from the insert', async () => {
    const meal = await createMeal(t.db);
    const body = { content: 'Hot and on time.', rating: 4 };
    expect(await statementsOf('POST', `/api/meals/${meal.id}/review`, body)).toEqual({
      statements: inTransaction(2),
      status: 201,
    });
  });

  it("edits a review in three (the meal locked, the edit beside the author's counted rating, the counters' shift) and deletes it in three (its change signalled by the trigger of migration 0025), decisions 0052 and 0054", async () => {
    const meal = await createMeal(t.db);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/meals/${meal.id}/review`,
      headers: resident.headers,
      payload: { content: 'Hot and on time.', rating: 4 },
    });
    const { insertedId } = posted.json<{ insertedId: string }>();
    expect(
      await statementsOf('PATCH', `/api/reviews/${insertedId}`, { content: 'Cold.', rating: 2 }),
    ).toEqual({
      // The review is read before (who may edit it) and after (the answer), outside the transaction.
      statements: inTransaction(3) + 2,
      status: 200,
    });
    expect(await statementsOf('DELETE', `/api/reviews/${insertedId}`)).toEqual({
      statements: inTransaction(3) + 1,
      status: 200,
    });
  });

  it('requests a meal in four (begin, locks, request with code and notes, commit)', async () => {
    const meal = await createMeal(t.db);
    expect(await statementsOf('POST', '/api/serve-meals', { mealId: meal.id })).toEqual({
      statements: inTransaction(2),
      status: 201,
    });
  });

  it("cancels a request in three in a transaction (the delete, the admins' notes reworded, their bells told): the request's own change is signalled by the trigger of migration 0025, not a fourth statement (decision 0054)", async () => {
    const meal = await createMeal(t.db);
    const made = await app.inject({
      method: 'POST',
      url: '/api/serve-meals',
      headers: resident.headers,
      payload: { mealId: meal.id },
    });
    const id = made.json<{ insertedId: string }>().insertedId;
    expect(await statementsOf('DELETE', `/api/serve-meals/${id}`)).toEqual({
      statements: inTransaction(3),
      status: 200,
    });
  });
});
