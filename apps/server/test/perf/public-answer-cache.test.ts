import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meals } from '../../src/db/schema';
import { PublicAnswerCache } from '../../src/plugins/public-answer-cache';
import { clearMeals, createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface ListedMeal {
  _id: string;
  title: string;
  likes: number;
}

describe('the public meal list, reused for a moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' });
  });
  afterAll(() => t.close());
  // Each test changes rows directly, which the server cannot see: start each from nothing kept.
  beforeEach(() => t.app.publicAnswers.invalidate());

  const list = async (url = '/api/meals?limit=6') => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    return answer.json<ListedMeal[]>();
  };

  it('answers a repeated query from memory, not from the database', async () => {
    await clearMeals(t.db);
    const meal = await createMeal(t.db, { title: 'Bhuna Khichuri' });
    expect((await list()).map((row) => row.title)).toEqual(['Bhuna Khichuri']);

    // A change behind the server's back (no request) is not seen while the answer is kept...
    await t.db.update(meals).set({ title: 'Renamed Quietly' }).where(eq(meals.id, meal.id));
    expect((await list()).map((row) => row.title)).toEqual(['Bhuna Khichuri']);
    // ...but another query is its own answer.
    expect((await list('/api/meals?limit=5')).map((row) => row.title)).toEqual(['Renamed Quietly']);
  });

  it('forgets what it kept as soon as anyone changes something through the server', async () => {
    await clearMeals(t.db);
    const meal = await createMeal(t.db, { title: 'Morog Polao' });
    expect((await list())[0]).toMatchObject({ _id: meal.id, likes: 0 });

    const resident = await signedInAs(t.app);
    const liked = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}`,
      headers: resident.headers,
      payload: { liked: true },
    });
    expect(liked.statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ _id: meal.id, likes: 1 });
  });

  // Finding 8 of issue 16: any non-GET request, even to an unknown route, emptied the cache.
  it('keeps what it has through writes that change nothing: unknown routes and refusals', async () => {
    await clearMeals(t.db);
    const meal = await createMeal(t.db, { title: 'Chingri Malai' });
    expect((await list())[0]).toMatchObject({ title: 'Chingri Malai' });
    await t.db.update(meals).set({ title: 'Changed Behind Its Back' }).where(eq(meals.id, meal.id));

    const unknown = await t.app.inject({ method: 'POST', url: '/api/no-such-route', payload: {} });
    expect(unknown.statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/meals/${meal.id}` });
    expect(refused.statusCode).toBe(401);
    const invalid = await t.app.inject({ method: 'DELETE', url: '/api/reviews/not-a-uuid' });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect((await list())[0]).toMatchObject({ title: 'Chingri Malai' });
  });

  it('keeps the same words and validation as the uncached list', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/meals?limit=-1' });
    expect(refused.statusCode).toBe(400);
    const again = await t.app.inject({ method: 'GET', url: '/api/meals?limit=-1' });
    expect(again.json()).toEqual(refused.json());
  });
});

describe('PublicAnswerCache', () => {
  it('does not keep an answer that was read while a change was under way', async () => {
    const cache = new PublicAnswerCache(60_000);
    let reads = 0;
    const stale = await cache.answer('page', async () => {
      reads++;
      cache.invalidate();
      return 'read before the change committed';
    });
    expect(stale.text).toBe('read before the change committed');
    expect((await cache.answer('page', async () => `read ${++reads}`)).text).toBe('read 2');
    expect((await cache.answer('page', async () => `read ${++reads}`)).text).toBe('read 2');
  });

  it('reads again once its time is up, not a millisecond before', async () => {
    let now = 5_000;
    const cache = new PublicAnswerCache(1_000, undefined, { now: () => now });
    let reads = 0;
    const read = async () => (await cache.answer('page', async () => `read ${++reads}`)).text;
    expect(await read()).toBe('read 1');
    now += 1_000;
    expect(await read()).toBe('read 1');
    now += 1;
    expect(await read()).toBe('read 2');
    expect(await read()).toBe('read 2');
  });

  it('keeps nothing when turned off', async () => {
    const cache = new PublicAnswerCache(0);
    let reads = 0;
    const read = async () => (await cache.answer('page', async () => `read ${++reads}`)).text;
    expect(await read()).toBe('read 1');
    expect(await read()).toBe('read 2');
  });
});
