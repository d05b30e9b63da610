import type { APIRequestContext } from '@playwright/test';
import { CURRENCY_SIGN } from '@messmate/shared/constants';
import type { Meal, MealDetails } from '@messmate/shared';
import { expect } from '../fixtures';

type Query = Record<string, string | number>;

/** What the API answers for a meals query: the journeys compare the pages against it. */
export async function fetchMeals(request: APIRequestContext, params: Query = {}): Promise<Meal[]> {
  const response = await request.get('/api/meals', { params });
  expect(response.ok(), `GET /api/meals ${JSON.stringify(params)}`).toBe(true);
  return (await response.json()) as Meal[];
}

export async function fetchMeal(request: APIRequestContext, id: string): Promise<MealDetails> {
  const response = await request.get(`/api/meals/${id}`);
  expect(response.ok(), `GET /api/meals/${id}`).toBe(true);
  return (await response.json()) as MealDetails;
}

/** The price as the pages print it: 120 → '৳120', 85.5 → '৳85.50'. */
export function taka(amount: number): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return `${CURRENCY_SIGN}${amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}
