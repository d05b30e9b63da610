import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { meals, reviews, user } from '../../db/schema';
import { reviewWithAuthor } from '../reviews/repository';
import type { Slice } from '../../db/slice';

export interface ReviewFilters {
  search?: string;
  rating?: number;
}

function matching({ search, rating }: ReviewFilters): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    pattern
      ? or(
          ilike(user.name, pattern),
          ilike(user.email, pattern),
          ilike(reviews.mealTitle, pattern),
          ilike(reviews.content, pattern),
        )
      : undefined,
    rating ? eq(reviews.rating, rating) : undefined,
  );
}

/** All Reviews, a page at a time, newest first. */
export const reviewsPageRepository = {
  rows(db: Executor, filters: ReviewFilters, slice: Slice) {
    return db
      .select(reviewWithAuthor)
      .from(reviews)
      .leftJoin(user, eq(reviews.userId, user.id))
      .leftJoin(meals, eq(reviews.mealId, meals.id))
      .where(matching(filters))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(slice.limit)
      .offset(slice.offset);
  },

  async count(db: Executor, filters: ReviewFilters): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(reviews)
      .leftJoin(user, eq(reviews.userId, user.id))
      .where(matching(filters));
    return row?.value ?? 0;
  },
};
