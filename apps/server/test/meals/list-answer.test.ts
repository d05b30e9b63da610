import { sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEAL_SORTS, MealListQuerySchema, MealSchema } from '@messmate/shared';
import { withAbsoluteImageUrls } from '../../src/plugins/absolute-image-urls';
import { listAnswer, listAnswerQuery } from '../../src/modules/meals/list-answer-repository';
import { mealsRepository } from '../../src/modules/meals/repository';
import { toPublicMeal } from '../../src/modules/meals/present';
import { toListFilters } from '../../src/modules/meals/service';
import { clearMeals, createMeal } from '../factories/meals';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';

// The serializer the route's response schema had before the database wrote the answer.
const serialize = serializerCompiler({
  schema: z.array(MealSchema),
  method: 'GET',
  url: '/api/meals',
}) as (data: unknown) => string;

let t: TestApp;
beforeAll(async () => {
  // Every ask reaches the database: no answer is kept between them.
  t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '0' });
  await clearMeals(t.db);
  const awkward = [
    'Quote " and backslash \\ and slash /',
    'Tab\tnew line\ncarriage return\r form feed\f backspace\b',
    'Control \u0001\u001f and DEL \u007f',
    'Unicode: বিরিয়ানি, emoji 🍛, line separator \u2028',
    '',
  ];
  const prices = [0, 0.01, 0.1, 0.3, 120.5, 99.99, 1234.57, 40];
  const ratings: [number, number][] = [
    [0, 0],
    [89, 20],
    [1, 3],
    [2, 3],
    [14, 3],
    [5, 1],
    [449, 100],
    [1_000_003, 300_000],
  ];
  for (let i = 0; i < 24; i++) {
    const [ratingSum, ratingCount] = ratings[i % ratings.length] ?? [0, 0];
    await createMeal(t.db, {
      title: awkward[i % awkward.length] || `Meal ${i}`,
      description: awkward[(i + 1) % awkward.length] ?? '',
      titleBn: i % 3 === 0 ? null : `বাংলা ${awkward[(i + 2) % awkward.length]}`,
      descriptionBn: i % 4 === 0 ? null : 'ভাত "ডাল"',
      price: prices[i % prices.length],
      category: (['Breakfast', 'Lunch', 'Dinner'] as const)[i % 3],
      ingredients: i % 5 === 0 ? [] : ['rice', 'a "quoted" one', 'ডাল'],
      likes: i % 4,
      ratingSum,
      ratingCount,
      // Some meals tie on every sort key but the id.
      createdAt: new Date(Date.UTC(2025, 2, 1 + (i % 6), 12)),
    });
  }
  // The database keeps microseconds that a JavaScript Date drops.
  await t.db.execute(sql`
    update meals set created_at = created_at + (((id_rank * 137) % 1000000) * interval '1 microsecond')
    from (select id as ranked_id, row_number() over (order by id) as id_rank from meals) ranked
    where meals.id = ranked.ranked_id`);
  await t.db.execute(sql`
    update meals set created_at = '2025-03-09 23:59:59.999999+00'
    where id = (select id from meals order by id limit 1)`);
}, 60_000);
afterAll(() => t.close());

const queries: Record<string, string>[] = [
  ...MEAL_SORTS.flatMap((sortBy) => ['0', '5', '20'].map((skip) => ({ sortBy, skip, limit: '6' }))),
  { limit: '0' },
  { category: 'Dinner', limit: '4', skip: '1' },
  { category: 'Lunch', sortBy: 'rating' },
  { search: '"', sortBy: 'priceDesc' },
  { search: 'বাংলা', limit: '3', skip: '2' },
  { search: 'pizza' },
  { min: '0.05', max: '200', sortBy: 'priceAsc' },
  { min: '500', category: 'Breakfast' },
  { skip: '500', limit: '6' },
  { max: '50', sortBy: 'likes' },
  { search: 'meal', category: 'Lunch', min: '0', max: '1000', sortBy: 'rating', skip: '1' },
];

describe('the list answer the database writes', () => {
  it.each(queries)('is byte-equal to the schema serializer on the rows: %o', async (query) => {
    const filters = toListFilters(MealListQuerySchema.parse(query));
    const serialized = serialize((await mealsRepository.list(t.db, filters)).map(toPublicMeal));
    const [written] = await listAnswerQuery(t.db, filters);
    expect(written?.body).toBe(serialized);
    // Only shapes with one prepared plan are written by the database on the way to an answer.
    const planned = Boolean(filters.search) || query.min !== undefined || query.max !== undefined;
    expect(await listAnswer(t.db, filters)).toBe(planned ? undefined : serialized);
  });

  it('is what GET /api/meals sends, image paths made absolute', async () => {
    for (const query of queries) {
      const search = new URLSearchParams(query).toString();
      const res = await t.app.inject({ method: 'GET', url: `/api/meals?${search}` });
      expect(res.statusCode).toBe(200);
      const rows = await mealsRepository.list(
        t.db,
        toListFilters(MealListQuerySchema.parse(query)),
      );
      expect(res.body).toBe(
        withAbsoluteImageUrls(
          serialize(rows.map(toPublicMeal)),
          new URL(publicImageUrl(t, '/')).origin,
        ),
      );
    }
  });

  it('holds the awkward values this test means to cover', async () => {
    const all = JSON.parse(
      (await listAnswer(t.db, toListFilters(MealListQuerySchema.parse({ limit: '0' })))) ?? '',
    ) as { price: number; rating: number; createdAt: string; title: string }[];
    expect(all).toHaveLength(24);
    expect(all.map((meal) => meal.price)).toEqual(expect.arrayContaining([0.01, 120.5, 1234.57]));
    expect(all.map((meal) => meal.rating)).toEqual(expect.arrayContaining([0, 4.5, 0.3, 0.7, 4.7]));
    expect(all[0]?.createdAt).toBe('2025-03-09T23:59:59.999Z');
    expect(all.map((meal) => meal.title)).toEqual(
      expect.arrayContaining([expect.stringContaining('\u0001')]),
    );
  });
});
