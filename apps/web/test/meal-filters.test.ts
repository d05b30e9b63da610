import { MEALS_PAGE_SIZE } from '@messmate/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  mealsPageQuery,
  NO_FILTERS,
  readFilters,
  toCategory,
  writeFilters,
  type MealFilters,
} from '@/features/meals/lib/meal-filters';

const address = (query: string) => new URLSearchParams(query);

describe('reading the address', () => {
  it('reads every filter', () => {
    expect(readFilters(address('search=dal&category=Lunch&min=50&max=200'))).toEqual({
      search: 'dal',
      category: 'Lunch',
      min: '50',
      max: '200',
    });
  });

  it('reads a category in any case, and an unknown one as none', () => {
    expect(readFilters(address('category=dinner')).category).toBe('Dinner');
    expect(readFilters(address('category=Supper')).category).toBe('');
    expect(toCategory(null)).toBe('');
  });

  it('reads an address without filters as no filters', () => {
    expect(readFilters(address(''))).toEqual(NO_FILTERS);
    expect(hasFilters(readFilters(address('page=2')))).toBe(false);
  });
});

describe('writing the address', () => {
  it('writes only the filters that are set, as typed', () => {
    const filters: MealFilters = { search: 'egg curry', category: '', min: ' ', max: '150' };
    expect(writeFilters(filters).toString()).toBe('search=egg+curry&max=150');
  });

  it('round-trips what it writes', () => {
    const filters: MealFilters = { search: 'khichuri', category: 'Breakfast', min: '20', max: '' };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });
});

describe('resetting', () => {
  it('leaves nothing in the address once cleared', () => {
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('counts a filter of spaces only as not set', () => {
    expect(hasFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, min: '0' })).toBe(true);
  });
});

describe('asking the server', () => {
  it('asks for the page by skip and limit, with the text trimmed', () => {
    const filters: MealFilters = { search: ' dal ', category: 'Lunch', min: ' 10', max: '90 ' };
    expect(mealsPageQuery(filters, 2)).toEqual({
      skip: 2 * MEALS_PAGE_SIZE,
      limit: MEALS_PAGE_SIZE,
      search: 'dal',
      category: 'Lunch',
      min: '10',
      max: '90',
    });
  });
});
