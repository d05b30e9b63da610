import {
  addDays,
  BOARD_DEFAULT_DAYS,
  DEFAULT_SITTING_TIMES,
  type MealCategory,
} from '@messmate/shared';
import { asc } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { meals, menuMeals, menuSittings } from '../db/schema';
import { communityDay } from '../lib/community-day';
import { sittingInstants } from '../lib/sitting-times';

/** Days the demo menu covers from today: this week and next, as the menu page shows them. */
export const DEMO_MENU_DAYS = BOARD_DEFAULT_DAYS * 2;
const DISHES_PER_SITTING = 2;

/**
 * Plans the demo community's menu from today on, every sitting with two dishes of its own
 * category in turn, so a newcomer's first `npm start` has a board to try. Sittings whose
 * cut-off has passed today are planned too (shown locked), as a real mess's would be.
 */
export async function writeDemoMenu(tx: Transaction, now: Date, timeZone: string): Promise<number> {
  const catalogue = await tx
    .select({
      id: meals.id,
      title: meals.title,
      image: meals.image,
      category: meals.category,
      pricePoisha: meals.pricePoisha,
    })
    .from(meals)
    .orderBy(asc(meals.createdAt), asc(meals.id));
  const ofCategory = (category: MealCategory) => catalogue.filter((m) => m.category === category);
  const today = communityDay(now, timeZone);
  let planned = 0;
  for (let day = 0; day < DEMO_MENU_DAYS; day += 1) {
    const date = addDays(today, day);
    for (const times of DEFAULT_SITTING_TIMES) {
      const choices = ofCategory(times.sitting);
      if (choices.length === 0) continue;
      const dishes = Array.from(
        { length: Math.min(DISHES_PER_SITTING, choices.length) },
        (_, i) => choices[(day * DISHES_PER_SITTING + i) % choices.length],
      ).filter((meal) => meal !== undefined);
      await tx.insert(menuSittings).values({
        date,
        sitting: times.sitting,
        note: day % 7 === 4 && times.sitting === 'Lunch' ? 'Friday special' : null,
        defaultBoard: 'in',
        ...sittingInstants(date, times, timeZone),
      });
      await tx.insert(menuMeals).values(
        dishes.map((meal, position) => ({
          date,
          sitting: times.sitting,
          position,
          mealId: meal.id,
          mealTitle: meal.title,
          mealImage: meal.image,
          mealCategory: meal.category,
          mealPricePoisha: meal.pricePoisha,
        })),
      );
      planned += 1;
    }
  }
  return planned;
}
