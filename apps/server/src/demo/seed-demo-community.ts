import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { meals } from '../db/schema';
import { writeDemoCommunity } from './write-demo-community';
import { writeDemoMenu } from './write-demo-menu';

export interface SeedSummary {
  meals: number;
  upcomingMeals: number;
  residents: number;
  reviews: number;
  images: number;
  /** Sittings planned on the demo menu (this week and next). */
  plannedSittings: number;
}

// Any fixed number: instances starting together on one PostgreSQL take turns, and only the first seeds.
const SEED_LOCK_ID = 727_002;

async function hasMeals(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(meals);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds the demo community (residents, meals with their pictures, likes, reviews, upcoming meals)
 * on a database with no meals; returns null when it had some. Everything is written in one
 * transaction, so a crash part-way leaves no half community behind.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  now: Date = new Date(),
  timeZone = 'Asia/Dhaka',
): Promise<SeedSummary | null> {
  if (await hasMeals(db)) return null;
  // Loaded here and only here: the built server keeps the demo in a file of its own
  // (scripts/build.mjs), read on the one start that seeds.
  const { createDemoCommunity } = await import('@messmate/demo-seed');
  // Pictures are drawn before the transaction opens: it only holds its lock for the writes.
  const community = await createDemoCommunity(now);
  const plannedSittings = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasMeals(tx)) return null;
    await writeDemoCommunity(tx, community);
    return writeDemoMenu(tx, now, timeZone);
  });
  if (plannedSittings === null) return null;
  return {
    meals: community.meals.length,
    upcomingMeals: community.upcomingMeals.length,
    residents: community.residents.length,
    reviews: community.meals.reduce((sum, meal) => sum + meal.reviews.length, 0),
    images: community.images.length,
    plannedSittings,
  };
}
