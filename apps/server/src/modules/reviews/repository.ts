import { desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { PARENT_ROW_LOCK } from '../../db/row-lock';
import { rowsOf } from '../../db/rows-of';
import { meals, reviews, user } from '../../db/schema';
import { authorsRatingOf } from './meal-counters-repository';

/** Keeps All Reviews bounded; the newest come first. */
export const REVIEW_LIST_CAP = 1000;

export const reviewWithAuthor = {
  id: reviews.id,
  mealId: reviews.mealId,
  mealTitle: reviews.mealTitle,
  /** The meal's Bangla title now, joined: null when it has none or is gone. */
  mealTitleBn: meals.titleBn,
  userId: reviews.userId,
  name: user.name,
  email: user.email,
  content: reviews.content,
  rating: reviews.rating,
  likes: reviews.likes,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

function reviewsListQuery(db: Executor, authorId?: string | Placeholder) {
  return (
    db
      .select(reviewWithAuthor)
      .from(reviews)
      // A former resident's review has no author row: kept, shown as 'Former resident'.
      .leftJoin(user, eq(reviews.userId, user.id))
      .leftJoin(meals, eq(reviews.mealId, meals.id))
      .where(authorId === undefined ? undefined : eq(reviews.userId, authorId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_LIST_CAP)
  );
}

/** A review just edited or deleted: where it is now, and its author's counted rating before. */
export interface ChangedReview {
  id: string;
  mealId: string | null;
  userId: string;
  ratingBefore: number | null;
}

/**
 * Runs `change` (an UPDATE or DELETE of review `id` … RETURNING id, meal_id, user_id) with the
 * author's counted rating of the meal read beside it: a data-modifying CTE's siblings see the
 * rows as they were before it.
 */
async function changedReview(tx: Executor, id: string, change: SQL) {
  const [row] = await rowsOf<{
    id: string;
    meal_id: string | null;
    user_id: string;
    rating: number | null;
  }>(
    tx,
    sql`with counted as (
      select ${authorsRatingOf(sql`t.meal_id`, sql`t.user_id`)} as rating
      from ${reviews} t where t.id = ${id}::uuid
    ), changed as (${change})
    select changed.id, changed.meal_id, changed.user_id, counted.rating
    from changed left join counted on true`,
  );
  if (!row) return undefined;
  return { id: row.id, mealId: row.meal_id, userId: row.user_id, ratingBefore: row.rating };
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewsRepository.findById>>>;

export const reviewsRepository = {
  /** Locks the meal's row: its review counters change one transaction at a time. */
  async lockMeal(tx: Executor, mealId: string) {
    const [row] = await tx
      .select({ id: meals.id, title: meals.title })
      .from(meals)
      .where(eq(meals.id, mealId))
      .for(PARENT_ROW_LOCK);
    return row;
  },

  async findById(db: Executor, id: string) {
    const [row] = await db
      .select(reviewWithAuthor)
      .from(reviews)
      // A former resident's review has no author row: kept, shown as 'Former resident'.
      .leftJoin(user, eq(reviews.userId, user.id))
      .leftJoin(meals, eq(reviews.mealId, meals.id))
      .where(eq(reviews.id, id))
      .limit(1);
    return row;
  },

  /**
   * Changes the text (and the rating unless it is left undefined); undefined when the review is
   * gone. Answers with the author's counted rating of the meal as it was just before (read in
   * this statement's snapshot), for the meal's counters.
   */
  async update(
    tx: Executor,
    id: string,
    changes: { content: string; rating?: number | null },
  ): Promise<ChangedReview | undefined> {
    const rating =
      changes.rating === undefined ? sql`` : sql`, rating = ${changes.rating}::smallint`;
    return changedReview(
      tx,
      id,
      // The server's clock, as drizzle's $onUpdate stamps it elsewhere.
      sql`update ${reviews} set content = ${changes.content}::text,
          updated_at = ${new Date().toISOString()}::timestamptz${rating}
        where id = ${id}::uuid returning id, meal_id, user_id`,
    );
  },

  /** As update, for a deletion. */
  async remove(tx: Executor, id: string): Promise<ChangedReview | undefined> {
    return changedReview(
      tx,
      id,
      sql`delete from ${reviews} where id = ${id}::uuid returning id, meal_id, user_id`,
    );
  },

  /** Newest first: everyone's, or one author's (My Reviews: prepared once). */
  list(db: Executor, authorId?: string) {
    if (authorId === undefined) return reviewsListQuery(db);
    return preparedOnce(db, 'reviews_of_author', (executor) =>
      reviewsListQuery(executor, sql.placeholder('authorId')).prepare('reviews_of_author'),
    ).execute({ authorId });
  },

  /** The list query with its values in place, unexecuted, so its plan can be inspected. */
  listQuery(db: Executor, authorId?: string) {
    return reviewsListQuery(db, authorId);
  },
};
