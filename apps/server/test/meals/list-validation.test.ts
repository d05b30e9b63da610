import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MEALS_MAX_LIMIT, SEARCH_MAX_LENGTH } from '@messmate/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cases: [query: string, message: string][] = [
  ['min=abc', 'Minimum price must be a number'],
  ['max=ten', 'Maximum price must be a number'],
  ['max=Infinity', 'Maximum price must be a number'],
  ['min=1&min=2', 'Minimum price must be a number'],
  ['skip=-1', 'Skip cannot be negative'],
  ['skip=two', 'Skip must be a number'],
  ['skip=1.5', 'Skip must be a whole number'],
  ['limit=-6', 'Limit cannot be negative'],
  [`limit=${MEALS_MAX_LIMIT + 1}`, `Limit can be at most ${MEALS_MAX_LIMIT}`],
  ['category=Snacks', 'Category must be Breakfast, Lunch or Dinner'],
  ['category=Lunch&category=Dinner', 'Category must be Breakfast, Lunch or Dinner'],
  [
    `search=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`,
    `Search must be at most ${SEARCH_MAX_LENGTH} characters`,
  ],
  ['search=a&search=b', 'Search must be a single text value'],
  ['sortBy=cheapest', 'Sort must be one of newest, likes, rating, priceAsc, priceDesc'],
];

describe('GET /api/meals with a bad query', () => {
  it.each(cases)('?%s → 400 "%s" in the one error shape', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meals?${query}` });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.strict().parse(res.json());
    expect(body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      error: message,
    });
    expect(body.details?.[0]?.message).toBe(message);
  });

  it('names the offending field in the details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meals?min=1&max=ten' });
    expect(res.json().details).toEqual([
      { path: 'querystring.max', message: 'Maximum price must be a number' },
    ]);
  });
});
