import {
  addDays,
  BOARD_DEFAULT_DAYS,
  DEFAULT_SITTING_TIMES,
  type MealCategory,
} from '@messmate/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { kitchenLeftovers, meals, menuMeals, menuSittings, user } from '../db/schema';
import { communityDay } from '../lib/community-day';
import { sittingInstants } from '../lib/sitting-times';

/** Days the demo menu covers from today: this week and next, as the menu page shows them. */
export const DEMO_MENU_DAYS = BOARD_DEFAULT_DAYS * 2;
/** Past days with a counted board and the kitchen's leftovers: history for the suggestion. */
export const DEMO_HISTORY_DAYS = BOARD_DEFAULT_DAYS * 2;
const DISHES_PER_SITTING = 2;

/**
 * Plans the demo community's menu for this week and next, every sitting with two dishes of its
 * own category in turn, so a newcomer's first `npm start` has a board to try; and the two weeks
 * before, counted and with the kitchen's leftovers, so the kitchen page shows waste and learns
 * its suggested portions. Today's sittings past their cut-off are shown locked, as a real mess's.
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
  const [students] = await tx.select({ n: count() }).from(user).where(eq(user.role, 'student'));
  const residents = students?.n ?? 0;
  const today = communityDay(now, timeZone);
  let planned = 0;
  for (let day = -DEMO_HISTORY_DAYS; day < DEMO_MENU_DAYS; day += 1) {
    const date = addDays(today, day);
    for (const [index, times] of DEFAULT_SITTING_TIMES.entries()) {
      const choices = ofCategory(times.sitting);
      if (choices.length === 0) continue;
      const dishes = Array.from(
        { length: Math.min(DISHES_PER_SITTING, choices.length) },
        (_, i) => choices[positive(day * DISHES_PER_SITTING + i, choices.length)],
      ).filter((meal) => meal !== undefined);
      const instants = sittingInstants(date, times, timeZone);
      // A past sitting: a few residents were away, and the kitchen cooked a little over.
      const past = day < 0 ? pastSitting(residents, day, index) : null;
      await tx.insert(menuSittings).values({
        date,
        sitting: times.sitting,
        note: day % 7 === 4 && times.sitting === 'Lunch' ? 'Friday special' : null,
        defaultBoard: 'in',
        ...instants,
        ...(past
          ? { frozenAt: instants.cutoffAt, frozenEating: past.eating, frozenAway: past.away }
          : {}),
      });
      if (past)
        await tx
          .insert(kitchenLeftovers)
          .values({ date, sitting: times.sitting, cooked: past.cooked, left: past.left });
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

/** n mod size, from 0 to size − 1 for negative n too (past days count backwards). */
const positive = (n: number, size: number) => ((n % size) + size) % size;

/** Made-up but steady numbers for a past sitting (no randomness: every seed is the same). */
function pastSitting(residents: number, day: number, index: number) {
  const away = Math.min(residents, (Math.abs(day) * 7 + index * 3) % 9);
  const eating = residents - away;
  const cooked = Math.ceil(eating * 1.1) + (Math.abs(day) % 3);
  const left = Math.min(cooked, (Math.abs(day) * 5 + index) % 7);
  return { eating, away, cooked, left };
}
