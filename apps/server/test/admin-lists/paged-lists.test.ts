import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MealPageSchema,
  MealRequestPageSchema,
  ReviewPageSchema,
  UserPageSchema,
} from '@messmate/shared';
import { mealRequests } from '../../src/db/schema';
import { createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Head Cook' });
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string>, who: SignedIn | null = admin) =>
  t.app.inject({ method: 'GET', url, query, headers: who?.headers ?? {} });

describe('GET /api/admin/users', () => {
  it('pages through every match in a fixed order, with the total, past any cap', async () => {
    const word = 'pagedperson';
    for (let n = 0; n < 23; n += 1) {
      await createUser(t.db, {
        name: `Paged Person ${String(n).padStart(2, '0')}`,
        email: `${word}${n}@hostel.test`,
      });
    }
    const seen: string[] = [];
    for (const page of ['1', '2', '3']) {
      const res = await get('/api/admin/users', { search: 'PAGEDPERSON', page, pageSize: '10' });
      expect(res.statusCode, res.body).toBe(200);
      const body = UserPageSchema.parse(res.json());
      expect(body).toMatchObject({ total: 23, pages: 3, page: Number(page), pageSize: 10 });
      seen.push(...body.items.map((user) => user.name));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen).toEqual([...seen].sort());
    const past = UserPageSchema.parse(
      (await get('/api/admin/users', { search: word, page: '4', pageSize: '10' })).json(),
    );
    expect(past).toMatchObject({ items: [], total: 23 });
  });

  it('filters by role', async () => {
    await createUser(t.db, { role: 'admin', name: 'Rolefilter Admin' });
    await createUser(t.db, { name: 'Rolefilter Student' });
    const res = await get('/api/admin/users', { search: 'rolefilter', role: 'admin' });
    expect(UserPageSchema.parse(res.json()).items.map((u) => u.name)).toEqual(['Rolefilter Admin']);
  });

  it('refuses a bad page, size or role with a 400 a person understands', async () => {
    for (const [query, message] of [
      [{ page: '0' }, 'The page must be a whole number from 1.'],
      [{ pageSize: '500' }, 'The page size must be a whole number from 1 to 100.'],
      [{ role: 'chef' }, 'Role must be student or admin.'],
    ] as const) {
      const res = await get('/api/admin/users', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('answers 403 to a student and 401 to a visitor', async () => {
    const student = await signedInAs(t.app);
    expect((await get('/api/admin/users', {}, student)).statusCode).toBe(403);
    expect((await get('/api/admin/users', {}, null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reviews', () => {
  it('searches author, meal and text, filters by stars, and pages newest first', async () => {
    const author = await createUser(t.db, { name: 'Reviewsearch Rahim' });
    const meal = await createMeal(t.db, { title: 'Reviewsearch Khichuri' });
    for (let n = 0; n < 5; n += 1)
      await createReview(t.db, meal, author, { rating: n === 0 ? 5 : 3 });
    const first = ReviewPageSchema.parse(
      (await get('/api/admin/reviews', { search: 'reviewsearch', pageSize: '2' })).json(),
    );
    expect(first).toMatchObject({ total: 5, pages: 3 });
    expect(first.items).toHaveLength(2);
    const fives = ReviewPageSchema.parse(
      (await get('/api/admin/reviews', { search: 'Rahim', rating: '5' })).json(),
    );
    expect(fives.items.map((r) => r.rating)).toEqual([5]);
  });
});

describe('GET /api/admin/serve-meals', () => {
  it('pages requests beyond 1,000, and filters by status', async () => {
    const resident = await createUser(t.db, { name: 'Thousandfold Tanvir', badge: 'Platinum' });
    const meal = await createMeal(t.db, { title: 'Thousandfold Dal' });
    const rows = Array.from({ length: 1005 }, (_, n) => ({
      mealId: meal.id,
      mealTitle: meal.title,
      userId: resident.id,
      requestedAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
      communityDay: '2026-01-01',
    }));
    await t.db.insert(mealRequests).values(rows);
    const last = MealRequestPageSchema.parse(
      (
        await get('/api/admin/serve-meals', { search: 'thousandfold', page: '11', pageSize: '100' })
      ).json(),
    );
    expect(last).toMatchObject({ total: 1005, pages: 11 });
    expect(last.items).toHaveLength(5);
    const delivered = MealRequestPageSchema.parse(
      (await get('/api/admin/serve-meals', { search: 'thousandfold', status: 'delivered' })).json(),
    );
    expect(delivered.total).toBe(0);
  });
});

describe('GET /api/admin/meals', () => {
  it('searches and filters by category, most liked first', async () => {
    await createMeal(t.db, { title: 'Catfilter Paratha', category: 'Breakfast', likes: 3 });
    await createMeal(t.db, { title: 'Catfilter Porota', category: 'Breakfast', likes: 9 });
    await createMeal(t.db, { title: 'Catfilter Biryani', category: 'Dinner' });
    const res = await get('/api/admin/meals', { search: 'catfilter', category: 'Breakfast' });
    const body = MealPageSchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.items.map((m) => m.title)).toEqual(['Catfilter Porota', 'Catfilter Paratha']);
  });
});
