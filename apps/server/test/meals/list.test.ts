import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEALS_ALL_CAP, MealSchema, type Meal } from '@messmate/shared';
import { clearMeals, createMeal, createReview, insertUserRow } from '../factories/meals';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test reads whole lists, so each starts from no meals and makes its own.
beforeEach(() => clearMeals(t.db));

async function getMeals(query = ''): Promise<Meal[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/meals${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const titles = (list: Meal[]) => list.map((meal) => meal.title);

describe('GET /api/meals', () => {
  it('returns public meals, newest first, with taka prices, ratings and no distributor email', async () => {
    const older = await createMeal(t.db, {
      title: 'Dal Bhat',
      price: 120.5,
      category: 'Dinner',
      ingredients: ['rice', 'lentils'],
    });
    const newer = await createMeal(t.db, { title: 'Paratha', price: 40 });
    // Three residents: one rating each counts (decision 0014).
    for (const rating of [5, 4, 4]) {
      await createReview(t.db, older, await insertUserRow(t.db), { rating });
    }

    const list = await getMeals();
    expect(titles(list)).toEqual(['Paratha', 'Dal Bhat']);
    const dal = list[1];
    expect(MealSchema.strict().parse(dal)).toEqual({
      _id: older.id,
      title: 'Dal Bhat',
      image: publicImageUrl(t, older.image),
      description: older.description,
      titleBn: null,
      descriptionBn: null,
      price: 120.5,
      category: 'Dinner',
      distributorName: 'Test Kitchen',
      likes: 0,
      reviews_count: 3,
      rating: 4.3,
      ingredients: ['rice', 'lentils'],
      createdAt: older.createdAt.toISOString(),
    });
    expect(list[0]).toMatchObject({ _id: newer.id, rating: 0, reviews_count: 0 });
    expect(JSON.stringify(list)).not.toContain('@example.test');
  });

  it('rounds the mean rating to one decimal the way people expect (4.45 shows as 4.5)', async () => {
    await createMeal(t.db, { ratingSum: 89, ratingCount: 20 });
    const [meal] = await getMeals();
    expect(meal?.rating).toBe(4.5);
  });

  it('pages by 6 with skip, never repeating or skipping a meal, even when every meal ties', async () => {
    const sameTime = new Date('2025-03-01T12:00:00Z');
    const made = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        createMeal(t.db, { title: `Meal ${i}`, createdAt: sameTime, likes: 3 }),
      ),
    );
    for (const sortBy of ['newest', 'likes', 'rating', 'priceAsc', 'priceDesc']) {
      const pages = await Promise.all(
        [0, 6, 12, 18].map((skip) => getMeals(`?limit=6&skip=${skip}&sortBy=${sortBy}`)),
      );
      expect(pages.map((page) => page.length)).toEqual([6, 6, 2, 0]);
      const seen = pages.flat().map((meal) => meal._id);
      expect(new Set(seen).size).toBe(14);
      expect([...seen].sort()).toEqual(made.map((meal) => meal.id).sort());
    }
  });

  it('returns every meal with limit=0 and with no query at all', async () => {
    await Promise.all(Array.from({ length: 8 }, () => createMeal(t.db)));
    expect(await getMeals('?limit=0')).toHaveLength(8);
    expect(await getMeals()).toHaveLength(8);
    expect(MEALS_ALL_CAP).toBeGreaterThanOrEqual(8);
  });

  it('filters by category in any casing', async () => {
    await createMeal(t.db, { title: 'Khichuri', category: 'Lunch' });
    await createMeal(t.db, { title: 'Porota', category: 'Breakfast' });
    await createMeal(t.db, { title: 'Biryani', category: 'Lunch' });
    expect(titles(await getMeals('?category=lunch'))).toEqual(['Biryani', 'Khichuri']);
    expect(titles(await getMeals('?category=BREAKFAST'))).toEqual(['Porota']);
    expect(await getMeals('?category=Dinner')).toEqual([]);
  });

  it('filters by minimum and maximum price in taka, bounds included', async () => {
    await createMeal(t.db, { title: 'Cheap', price: 30 });
    await createMeal(t.db, { title: 'Middle', price: 80.5 });
    await createMeal(t.db, { title: 'Dear', price: 250 });
    expect(titles(await getMeals('?min=80.5'))).toEqual(['Dear', 'Middle']);
    expect(titles(await getMeals('?max=80.5'))).toEqual(['Middle', 'Cheap']);
    expect(titles(await getMeals('?min=30&max=100'))).toEqual(['Middle', 'Cheap']);
    expect(titles(await getMeals('?min=80.51'))).toEqual(['Dear']);
  });

  it('answers a range that holds nothing with an empty list, and counts a negative bound as 0', async () => {
    await createMeal(t.db, { title: 'Free', price: 0 });
    await createMeal(t.db, { title: 'Cheap', price: 30 });
    await createMeal(t.db, { title: 'Dear', price: 250 });
    expect(await getMeals('?min=50&max=10')).toEqual([]);
    expect(await getMeals('?min=100000.01')).toEqual([]);
    expect(titles(await getMeals('?min=-5'))).toEqual(['Dear', 'Cheap', 'Free']);
    expect(titles(await getMeals('?max=-1'))).toEqual(['Free']);
    expect(titles(await getMeals('?min=-10&max=1e9'))).toEqual(['Dear', 'Cheap', 'Free']);
  });

  it('treats blank filters as unset, as the web form sends them', async () => {
    await createMeal(t.db);
    await createMeal(t.db);
    expect(await getMeals('?search=&category=&min=&max=&sortBy=')).toHaveLength(2);
  });

  it('combines search, category, price range, sort and paging', async () => {
    await createMeal(t.db, { title: 'Chicken Curry', category: 'Dinner', price: 180, likes: 9 });
    await createMeal(t.db, { title: 'Fish curry', category: 'Dinner', price: 220, likes: 4 });
    await createMeal(t.db, { title: 'Egg Curry', category: 'Dinner', price: 90, likes: 20 });
    await createMeal(t.db, { title: 'Beef Curry', category: 'Lunch', price: 200, likes: 50 });
    await createMeal(t.db, {
      title: 'Vegetable khichuri',
      category: 'Dinner',
      price: 150,
      likes: 99,
    });
    await createMeal(t.db, { title: 'Mutton Curry', category: 'Dinner', price: 260, likes: 1 });
    const query = '?search=curry&category=dinner&min=100&max=250&sortBy=likes';
    expect(titles(await getMeals(query))).toEqual(['Chicken Curry', 'Fish curry']);
    expect(titles(await getMeals(`${query}&limit=1&skip=1`))).toEqual(['Fish curry']);
  });

  it('sorts by likes, rating and price, and by newest by default', async () => {
    await createMeal(t.db, { title: 'A', likes: 5, price: 50, ratingSum: 9, ratingCount: 2 });
    await createMeal(t.db, { title: 'B', likes: 12, price: 20, ratingSum: 3, ratingCount: 1 });
    await createMeal(t.db, { title: 'C', likes: 0, price: 99, ratingSum: 5, ratingCount: 1 });
    expect(titles(await getMeals('?sortBy=likes'))).toEqual(['B', 'A', 'C']);
    expect(titles(await getMeals('?sortBy=rating'))).toEqual(['C', 'A', 'B']);
    expect(titles(await getMeals('?sortBy=priceAsc'))).toEqual(['B', 'A', 'C']);
    expect(titles(await getMeals('?sortBy=priceDesc'))).toEqual(['C', 'A', 'B']);
    expect(titles(await getMeals())).toEqual(['C', 'B', 'A']);
  });
});

describe('GET /api/meals?search=', () => {
  it('matches title or description, any case, on part of a word', async () => {
    await createMeal(t.db, { title: 'Beef Tehari', description: 'Spiced rice with beef.' });
    await createMeal(t.db, {
      title: 'Plain Rice',
      description: 'Steamed, served with TEHARI masala.',
    });
    await createMeal(t.db, { title: 'Fried Egg', description: 'Sunny side up.' });
    expect(titles(await getMeals('?search=tehari'))).toEqual(['Plain Rice', 'Beef Tehari']);
    expect(titles(await getMeals('?search=TEH'))).toEqual(['Plain Rice', 'Beef Tehari']);
    expect(titles(await getMeals('?search=unny%20si'))).toEqual(['Fried Egg']);
    expect(titles(await getMeals('?search=%20%20fried%20%20'))).toEqual(['Fried Egg']);
    expect(await getMeals('?search=pizza')).toEqual([]);
  });

  it("takes '%', '_' and '\\' literally instead of as wildcards", async () => {
    await createMeal(t.db, { title: 'Half price: 50% off' });
    await createMeal(t.db, { title: 'snake_case soup' });
    await createMeal(t.db, { title: 'Back\\slash stew' });
    await createMeal(t.db, { title: 'Ordinary dal' });
    expect(titles(await getMeals(`?search=${encodeURIComponent('%')}`))).toEqual([
      'Half price: 50% off',
    ]);
    expect(titles(await getMeals(`?search=${encodeURIComponent('_')}`))).toEqual([
      'snake_case soup',
    ]);
    expect(titles(await getMeals(`?search=${encodeURIComponent('\\')}`))).toEqual([
      'Back\\slash stew',
    ]);
    expect(await getMeals(`?search=${encodeURIComponent('d%l')}`)).toEqual([]);
  });
});
