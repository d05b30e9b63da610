import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { meals } from '../schema';
import { renderDishImage, type RenderedImage } from './art/render';
import { ALL_DEMO_DISHES } from './data/all-dishes';
import { buildDemoPlan } from './plan';
import { writeDemoPlan } from './write';

export interface SeedSummary {
  meals: number;
  upcomingMeals: number;
  residents: number;
  reviews: number;
  images: number;
}

// Any fixed number: instances starting together on one PostgreSQL take turns, and only the first seeds.
const SEED_LOCK_ID = 727_002;

async function hasMeals(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(meals);
  return (row?.n ?? 0) > 0;
}

let rendering: Promise<Map<string, RenderedImage>> | undefined;

/** Draws every dish; calls that overlap in one process share one drawing instead of doing it twice. */
function renderAllDishImages(): Promise<Map<string, RenderedImage>> {
  rendering ??= Promise.all(
    ALL_DEMO_DISHES.map(
      async (dish) => [dish.title, await renderDishImage(dish.title, dish.art)] as const,
    ),
  )
    .then((rendered) => new Map(rendered))
    .finally(() => {
      rendering = undefined;
    });
  return rendering;
}

/**
 * Seeds the demo community (residents, meals with their pictures, likes, reviews, upcoming meals)
 * on a database with no meals; returns null when it had some. Everything is written in one
 * transaction, so a crash part-way leaves no half community behind.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  now: Date = new Date(),
): Promise<SeedSummary | null> {
  if (await hasMeals(db)) return null;
  // Pictures are drawn before the transaction opens: it only holds its lock for the writes.
  const images = await renderAllDishImages();
  const plan = buildDemoPlan(now);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasMeals(tx)) return false;
    await writeDemoPlan(tx, plan, images);
    return true;
  });
  if (!seeded) return null;
  return {
    meals: plan.meals.length,
    upcomingMeals: plan.upcomingMeals.length,
    residents: plan.residents.length,
    reviews: plan.meals.reduce((sum, meal) => sum + meal.reviews.length, 0),
    images: images.size,
  };
}
