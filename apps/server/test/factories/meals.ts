import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Badge, MealCategory, Role } from '@messmate/shared';
import type { Executor } from '../../src/db/client';
import { mealLikes, meals, reviews, user } from '../../src/db/schema';
import { recountMealCounters } from '../../src/modules/reviews/meal-counters-repository';

let sequence = 0;
const nextNumber = () => ++sequence;
/** Rows made later are newer, one minute apart, so 'newest' order is predictable. */
const BASE_TIME = Date.UTC(2025, 0, 1);
export const factoryTime = (n: number) => new Date(BASE_TIME + n * 60_000);

export interface TestUserOverrides {
  name?: string;
  email?: string;
  image?: string | null;
  role?: Role;
  badge?: Badge;
}

// A bare row in better-auth's user table; the accounts work brings real user factories later.
export async function insertUserRow(db: Executor, overrides: TestUserOverrides = {}) {
  const n = nextNumber();
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: `Resident ${n}`,
      email: `resident${n}.${randomUUID().slice(0, 8)}@example.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export interface MealOverrides {
  title?: string;
  description?: string;
  titleBn?: string | null;
  descriptionBn?: string | null;
  category?: MealCategory;
  /** Taka. */
  price?: number;
  image?: string;
  ingredients?: string[];
  distributorName?: string;
  distributorEmail?: string;
  likes?: number;
  reviewsCount?: number;
  ratingSum?: number;
  ratingCount?: number;
  createdAt?: Date;
}

export async function createMeal(db: Executor, overrides: MealOverrides = {}) {
  const n = nextNumber();
  const { price = 100, ...rest } = overrides;
  const [row] = await db
    .insert(meals)
    .values({
      title: `Test meal ${n}`,
      description: `Plain test dish number ${n}.`,
      category: 'Lunch',
      pricePoisha: Math.round(price * 100),
      image: `/api/images/${'0'.repeat(64)}.webp`,
      ingredients: ['rice'],
      distributorName: 'Test Kitchen',
      distributorEmail: `kitchen${n}@example.test`,
      createdAt: factoryTime(n),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('meal insert returned nothing');
  return row;
}

export interface ReviewOverrides {
  content?: string;
  rating?: number | null;
  likes?: number;
  createdAt?: Date;
}

/** A review, with the meal's review count and rating kept right as the app would. */
export async function createReview(
  db: Executor,
  meal: { id: string; title: string },
  author: { id: string },
  overrides: ReviewOverrides = {},
) {
  const n = nextNumber();
  const { rating = null, ...rest } = overrides;
  const [row] = await db
    .insert(reviews)
    .values({
      mealId: meal.id,
      mealTitle: meal.title,
      userId: author.id,
      content: `Review ${n}`,
      rating,
      createdAt: factoryTime(n),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('review insert returned nothing');
  await recountMealCounters(db, meal.id);
  return row;
}

/** One like of a meal, counted on the meal as the app would. */
export async function likeMeal(db: Executor, mealId: string, userId: string) {
  await db.insert(mealLikes).values({ mealId, userId });
  await db
    .update(meals)
    .set({ likes: sql`${meals.likes} + 1` })
    .where(eq(meals.id, mealId));
}

/** Empties the meal tables so a test that reads whole lists sees only the rows it made. */
export async function clearMeals(db: Executor) {
  await db.delete(reviews);
  await db.delete(meals);
}
