import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { meals, reviews } from '../../db/schema';

/**
 * The rating that counts for one author on one meal: their latest rated review of it (newest by
 * created_at, then id; decision 0014), leaving out the review `excludedId` when one is given.
 * One look-up in reviews_meal_user_idx: it costs the author's reviews of the meal, not the meal's.
 */
export function authorsRatingOf(
  mealId: SQL | Placeholder | string,
  userId: SQL | Placeholder | string,
  excludedId?: SQL | Placeholder,
) {
  return sql`(select ${reviews.rating} from ${reviews}
    where ${reviews.mealId} = ${mealId}::uuid and ${reviews.userId} = ${userId}::text
      and ${reviews.rating} is not null
      ${excludedId === undefined ? sql`` : sql`and ${reviews.id} <> ${excludedId}::uuid`}
    order by ${reviews.createdAt} desc, ${reviews.id} desc limit 1)`;
}

const p = {
  mealId: sql.placeholder('mealId'),
  userId: sql.placeholder('userId'),
  reviews: sql.placeholder('reviews'),
  reviewId: sql.placeholder('reviewId'),
  beforeKnown: sql.placeholder('beforeKnown'),
  before: sql.placeholder('before'),
};

function shiftStatement(db: Executor) {
  // Before the change: given by the statement that made it (an edit or a deletion reads it in
  // its own snapshot), or, for a review just added, the author's rating without it.
  const before = sql`(case when ${p.beforeKnown}::boolean then ${p.before}::smallint
    else ${authorsRatingOf(p.mealId, p.userId, p.reviewId)} end)`;
  const shift = sql`(select ${before} as before_rating, ${authorsRatingOf(p.mealId, p.userId)} as after_rating) as shift`;
  return db
    .update(meals)
    .set({
      reviewsCount: sql`${meals.reviewsCount} + ${p.reviews}::int`,
      ratingSum: sql`${meals.ratingSum} + coalesce(shift.after_rating, 0) - coalesce(shift.before_rating, 0)`,
      ratingCount: sql`${meals.ratingCount} + (shift.after_rating is not null)::int - (shift.before_rating is not null)::int`,
    })
    .from(shift)
    .where(eq(meals.id, sql`${p.mealId}::uuid`))
    .prepare('review_meal_counters');
}

/** What one review's write did to its author's rating of the meal and to the meal's reviews. */
export interface ReviewCounterShift {
  mealId: string;
  userId: string;
  /** +1 added, -1 deleted, 0 edited. */
  reviews: -1 | 0 | 1;
  /** The review written. */
  reviewId: string;
  /** The author's counted rating before the write, when the write's own statement read it. */
  before?: { rating: number | null };
}

/**
 * Moves the meal's review count and rating totals by what one review's write changed: the
 * author's counted rating before and after, so only the author's reviews are read. Run in the
 * writing transaction with the meal's row locked by an earlier statement (every writer of a
 * meal's reviews takes it first), so this statement's snapshot holds every other write of them.
 */
export async function shiftMealCounters(tx: Executor, shift: ReviewCounterShift): Promise<void> {
  await preparedOnce(tx, 'review_meal_counters', shiftStatement).execute({
    mealId: shift.mealId,
    userId: shift.userId,
    reviews: shift.reviews,
    reviewId: shift.reviewId,
    beforeKnown: shift.before !== undefined,
    before: shift.before?.rating ?? null,
  });
}

/**
 * Sets the meal's review count and rating totals from all its reviews: the rule the shifts
 * above keep (migration 0007 counted every meal by it), for writers that go around them.
 */
export async function recountMealCounters(db: Executor, mealId: string): Promise<void> {
  const latestRatings = sql`(select distinct on (${reviews.userId}) ${reviews.rating} as rating
    from ${reviews} where ${reviews.mealId} = ${mealId} and ${reviews.rating} is not null
    order by ${reviews.userId}, ${reviews.createdAt} desc, ${reviews.id} desc) as latest`;
  await db
    .update(meals)
    .set({
      reviewsCount: sql`(select count(*)::int from ${reviews} where ${reviews.mealId} = ${mealId})`,
      ratingSum: sql`(select coalesce(sum(rating), 0)::int from ${latestRatings})`,
      ratingCount: sql`(select count(*)::int from ${latestRatings})`,
    })
    .where(eq(meals.id, mealId));
}
