import { desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { PARENT_ROW_LOCK } from '../../db/row-lock';
import { meals, reviews, user } from '../../db/schema';

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

  /** Changes the text (and the rating unless it is left undefined); false when the review is gone. */
  async update(
    tx: Executor,
    id: string,
    changes: { content: string; rating?: number | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(reviews)
      .set(changes)
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    return rows.length > 0;
  },

  async remove(tx: Executor, id: string): Promise<boolean> {
    const rows = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
    return rows.length > 0;
  },

  /**
   * Sets the meal's review count and rating totals from its reviews, so they never drift. One
   * rating per resident: only each author's latest rated review of the meal counts.
   */
  async refreshMealCounters(tx: Executor, mealId: string): Promise<void> {
    const latestRatings = sql`(select distinct on (${reviews.userId}) ${reviews.rating} as rating
      from ${reviews} where ${reviews.mealId} = ${mealId} and ${reviews.rating} is not null
      order by ${reviews.userId}, ${reviews.createdAt} desc, ${reviews.id} desc) as latest`;
    await tx
      .update(meals)
      .set({
        reviewsCount: sql`(select count(*)::int from ${reviews} where ${reviews.mealId} = ${mealId})`,
        ratingSum: sql`(select coalesce(sum(rating), 0)::int from ${latestRatings})`,
        ratingCount: sql`(select count(*)::int from ${latestRatings})`,
      })
      .where(eq(meals.id, mealId));
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
