import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpcomingMealSchema } from '@messmate/shared';
import { z } from 'zod';
import { mealBody } from '../admin-meals/meal-body';
import { createUpcomingMeal, likeUpcomingMeal } from '../factories/upcoming-meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const call = (
  method: 'PATCH' | 'DELETE',
  id: string,
  payload?: object,
  who: SignedIn | null = admin,
) =>
  t.app.inject({ method, url: `/api/upcoming-meals/${id}`, headers: who?.headers ?? {}, payload });

async function listed(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/upcoming-meals',
    headers: admin.headers,
  });
  return z
    .array(UpcomingMealSchema)
    .parse(res.json())
    .find((meal) => meal._id === id);
}

describe('PATCH /api/upcoming-meals/:id', () => {
  it('changes its fields and photo and keeps its likes', async () => {
    const upcoming = await createUpcomingMeal(t.db, { title: 'Draft Pitha' });
    await likeUpcomingMeal(t.db, upcoming.id, (await createUser(t.db)).id);
    const body = await mealBody(t.db, { title: 'Chitoi Pitha', price: 25 });
    const res = await call('PATCH', upcoming.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await listed(upcoming.id)).toMatchObject({
      title: 'Chitoi Pitha',
      price: 25,
      image: publicImageUrl(t, body.image),
      likes: 1,
    });
  });

  it('refuses a bad body with 400 and an unknown id with 404, changing nothing', async () => {
    const upcoming = await createUpcomingMeal(t.db, { title: 'Kept Pitha' });
    expect(
      (await call('PATCH', upcoming.id, await mealBody(t.db, { title: ' ' }))).statusCode,
    ).toBe(400);
    expect((await listed(upcoming.id))?.title).toBe('Kept Pitha');
    const missing = await call(
      'PATCH',
      '00000000-0000-4000-8000-000000000000',
      await mealBody(t.db),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/upcoming-meals/:id', () => {
  it('takes it off the list with its likes, once', async () => {
    const upcoming = await createUpcomingMeal(t.db);
    await likeUpcomingMeal(t.db, upcoming.id, (await createUser(t.db)).id);
    expect((await call('DELETE', upcoming.id)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await listed(upcoming.id)).toBeUndefined();
    expect((await call('DELETE', upcoming.id)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const upcoming = await createUpcomingMeal(t.db);
    expect((await call('DELETE', upcoming.id, undefined, await signedInAs(t.app))).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', upcoming.id, undefined, null)).statusCode).toBe(401);
    expect(await listed(upcoming.id)).toBeDefined();
  });
});
