import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';

export interface MealCounters {
  reviewsCount: number;
  ratingSum: number;
  ratingCount: number;
}

/** A meal's counters as a plain recount gives them: every review, each author's latest rating. */
export async function recountedMealCounters(db: Executor, mealId: string): Promise<MealCounters> {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (user_id) rating from reviews
      where meal_id = ${mealId}::uuid and rating is not null
      order by user_id, created_at desc, id desc)
    select (select count(*) from reviews where meal_id = ${mealId}::uuid)::int as reviews_count,
      (select coalesce(sum(rating), 0) from latest)::int as rating_sum,
      (select count(*) from latest)::int as rating_count`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    reviewsCount: Number(row?.reviews_count),
    ratingSum: Number(row?.rating_sum),
    ratingCount: Number(row?.rating_count),
  };
}
