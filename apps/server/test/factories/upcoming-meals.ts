import { eq, sql } from 'drizzle-orm';
import type { MealCategory } from '@messmate/shared';
import type { Executor } from '../../src/db/client';
import { upcomingMealLikes, upcomingMeals } from '../../src/db/schema';
import { factoryTime } from './meals';

let sequence = 1_000_000;

export interface UpcomingMealOverrides {
  title?: string;
  description?: string;
  titleBn?: string | null;
  descriptionBn?: string | null;
  category?: MealCategory;
  /** Taka. */
  price?: number;
  image?: string;
  ingredients?: string[];
  postedBy?: string;
  likes?: number;
  createdAt?: Date;
}

export async function createUpcomingMeal(db: Executor, overrides: UpcomingMealOverrides = {}) {
  const n = ++sequence;
  const { price = 150, ...rest } = overrides;
  const [row] = await db
    .insert(upcomingMeals)
    .values({
      title: `Upcoming meal ${n}`,
      description: `A dish that is coming soon, number ${n}.`,
      category: 'Dinner',
      pricePoisha: Math.round(price * 100),
      image: `/api/images/${'1'.repeat(64)}.webp`,
      ingredients: ['lentils'],
      postedBy: 'Anonymous',
      createdAt: factoryTime(n),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('upcoming meal insert returned nothing');
  return row;
}

/** One like of an upcoming meal, counted on it as the app would. */
export async function likeUpcomingMeal(db: Executor, upcomingMealId: string, userId: string) {
  await db.insert(upcomingMealLikes).values({ upcomingMealId, userId });
  await db
    .update(upcomingMeals)
    .set({ likes: sql`${upcomingMeals.likes} + 1` })
    .where(eq(upcomingMeals.id, upcomingMealId));
}

export async function clearUpcomingMeals(db: Executor) {
  await db.delete(upcomingMeals);
}
