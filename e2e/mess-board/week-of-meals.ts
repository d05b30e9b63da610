import { expect, type APIRequestContext } from '@playwright/test';
import type { Meal } from '@messmate/shared';
import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import type { Kitchen } from '../support/kitchen';
import { uniqueTitle } from '../support/kitchen';
import { planSitting } from './board';

const NOTES: Record<string, string> = { Lunch: 'Monday special: mutton tehari' };

/**
 * Plans every sitting of `days` (through `admin`, the server standing at `now`), two dishes
 * each: the catalogue's most liked of the sitting's category, or this journey's own.
 */
export async function planDays(
  admin: APIRequestContext,
  kitchen: Kitchen,
  days: readonly string[],
  now: string,
) {
  const res = await admin.get('/api/meals?sortBy=likes&limit=0');
  expect(res.status()).toBe(200);
  const catalogue = (await res.json()) as Meal[];
  for (const category of MEAL_CATEGORIES) {
    let dishes = catalogue.filter((meal) => meal.category === category).slice(0, 2);
    if (dishes.length < 2) {
      dishes = await kitchen.addMeals([
        { title: uniqueTitle(`${category} plate`), category },
        { title: uniqueTitle(`${category} bowl`), category },
      ]);
    }
    for (const [index, date] of days.entries()) {
      const note = index === 0 ? NOTES[category] : undefined;
      await planSitting(
        admin,
        { date, sitting: category, mealIds: dishes.map((dish) => dish._id), note },
        now,
      );
    }
  }
}
