import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { MealCategory, MealSort } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { preparedOnce } from '../../db/prepared-once';
import { mealLikes, meals, reviews, user } from '../../db/schema';

/** The columns a public meal needs; the distributor's email and bookkeeping columns stay out. */
export const publicMealColumns = {
  id: meals.id,
  title: meals.title,
  image: meals.image,
  description: meals.description,
  titleBn: meals.titleBn,
  descriptionBn: meals.descriptionBn,
  pricePoisha: meals.pricePoisha,
  category: meals.category,
  distributorName: meals.distributorName,
  likes: meals.likes,
  reviewsCount: meals.reviewsCount,
  ratingSum: meals.ratingSum,
  ratingCount: meals.ratingCount,
  ingredients: meals.ingredients,
  createdAt: meals.createdAt,
};

const meanRating = sql`(case when ${meals.ratingCount} = 0 then 0 else ${meals.ratingSum}::numeric / ${meals.ratingCount} end)`;

// Every order ends with the id so rows that tie keep one fixed place and paging never repeats or skips.
export const MEAL_ORDERS: Record<MealSort, SQL[]> = {
  newest: [desc(meals.createdAt), desc(meals.id)],
  likes: [desc(meals.likes), desc(meals.id)],
  rating: [desc(meanRating), desc(meals.ratingCount), desc(meals.id)],
  priceAsc: [asc(meals.pricePoisha), asc(meals.id)],
  priceDesc: [desc(meals.pricePoisha), desc(meals.id)],
};

export interface MealListFilters {
  search?: string;
  category?: MealCategory;
  minPoisha?: number;
  maxPoisha?: number;
  sortBy: MealSort;
  offset: number;
  limit: number;
}

/** The list's filters as values, or as placeholders in a statement made once per shape. */
export interface ListConditionValues {
  pattern?: string | Placeholder;
  category?: MealCategory | Placeholder;
  minPoisha?: number | Placeholder;
  maxPoisha?: number | Placeholder;
}

export function conditionsOf(values: ListConditionValues): SQL | undefined {
  const { pattern, category, minPoisha, maxPoisha } = values;
  return and(
    pattern !== undefined
      ? or(
          ilike(meals.title, pattern),
          ilike(meals.description, pattern),
          ilike(meals.titleBn, pattern),
          ilike(meals.descriptionBn, pattern),
        )
      : undefined,
    category !== undefined ? eq(meals.category, category) : undefined,
    minPoisha !== undefined ? gte(meals.pricePoisha, minPoisha) : undefined,
    maxPoisha !== undefined ? lte(meals.pricePoisha, maxPoisha) : undefined,
  );
}

/** The filters' values as a statement binds them: the search as a contains pattern. */
export function conditionValues(filters: MealListFilters): ListConditionValues {
  return {
    pattern: filters.search ? containsPattern(filters.search) : undefined,
    category: filters.category || undefined,
    minPoisha: filters.minPoisha,
    maxPoisha: filters.maxPoisha,
  };
}

export function listConditions(filters: MealListFilters): SQL | undefined {
  return conditionsOf(conditionValues(filters));
}

/** A list shape one prepared plan serves: its key, its conditions as placeholders, its values. */
export interface PreparedListShape {
  key: string;
  conditions: ListConditionValues;
  values: { category?: MealCategory; limit: number; offset: number };
}

/**
 * The list's shape when one prepared plan serves every value of it, else undefined. Without
 * search or price bounds any plan walks a sort index whatever the values, so one plan per sort
 * and category-or-not serves all. A search or price range is planned with its values on every
 * request: the best plan for a common word walks the date index, the worst for a rare one.
 */
export function preparedListShape(filters: MealListFilters): PreparedListShape | undefined {
  if (filters.search || filters.minPoisha !== undefined || filters.maxPoisha !== undefined)
    return undefined;
  const category = filters.category || undefined;
  return {
    key: `${filters.sortBy}_${category ? 'category' : 'all'}`,
    conditions: category ? { category: sql.placeholder('category') } : {},
    values: { category, limit: filters.limit, offset: filters.offset },
  };
}

function reviewsQuery(db: Executor, mealId: string | Placeholder, limit: number | Placeholder) {
  return (
    db
      .select({
        id: reviews.id,
        content: reviews.content,
        rating: reviews.rating,
        likes: reviews.likes,
        createdAt: reviews.createdAt,
        name: user.name,
        image: user.image,
        badge: user.badge,
      })
      .from(reviews)
      // A former resident's review has no author row: kept, shown as 'Former resident'.
      .leftJoin(user, eq(reviews.userId, user.id))
      .where(eq(reviews.mealId, mealId))
      .orderBy(
        sql`case when ${user.badge} = 'Platinum' then 0 else 1 end`,
        desc(reviews.createdAt),
        desc(reviews.id),
      )
      .limit(limit)
  );
}

export type PublicMealRow = NonNullable<Awaited<ReturnType<typeof mealsRepository.findPublicById>>>;
export type MealReviewRow = Awaited<ReturnType<typeof mealsRepository.listReviews>>[number];

export const mealsRepository = {
  /** The list query itself, unexecuted, so its plan can be inspected. */
  listQuery(db: Executor, filters: MealListFilters) {
    return db
      .select(publicMealColumns)
      .from(meals)
      .where(listConditions(filters))
      .orderBy(...MEAL_ORDERS[filters.sortBy])
      .limit(filters.limit)
      .offset(filters.offset);
  },

  list(db: Executor, filters: MealListFilters) {
    const shape = preparedListShape(filters);
    if (!shape) return mealsRepository.listQuery(db, filters);
    const name = `meals_list_${shape.key}`;
    return preparedOnce(db, name, (executor) =>
      executor
        .select(publicMealColumns)
        .from(meals)
        .where(conditionsOf(shape.conditions))
        .orderBy(...MEAL_ORDERS[filters.sortBy])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ).execute(shape.values);
  },

  async findPublicById(db: Executor, id: string) {
    const [row] = await preparedOnce(db, 'meal_by_id', (executor) =>
      executor
        .select(publicMealColumns)
        .from(meals)
        .where(eq(meals.id, sql.placeholder('id')))
        .limit(1)
        .prepare('meal_by_id'),
    ).execute({ id });
    return row;
  },

  /** A meal's photo address as stored (undefined for no such meal): for its page's preload. */
  async imageById(db: Executor, id: string): Promise<string | undefined> {
    const [row] = await preparedOnce(db, 'meal_image_by_id', (executor) =>
      executor
        .select({ image: meals.image })
        .from(meals)
        .where(eq(meals.id, sql.placeholder('id')))
        .limit(1)
        .prepare('meal_image_by_id'),
    ).execute({ id });
    return row?.image;
  },

  async isLikedBy(db: Executor, mealId: string, userId: string): Promise<boolean> {
    const rows = await preparedOnce(db, 'meal_liked_by', (executor) =>
      executor
        .select({ mealId: mealLikes.mealId })
        .from(mealLikes)
        .where(
          and(
            eq(mealLikes.mealId, sql.placeholder('mealId')),
            eq(mealLikes.userId, sql.placeholder('userId')),
          ),
        )
        .limit(1)
        .prepare('meal_liked_by'),
    ).execute({ mealId, userId });
    return rows.length > 0;
  },

  /** Reviews of one meal with their authors (never the author's email): Platinum first, then newest. */
  listReviews(db: Executor, mealId: string, limit: number) {
    return preparedOnce(db, 'meal_reviews', (executor) =>
      reviewsQuery(executor, sql.placeholder('mealId'), sql.placeholder('limit')).prepare(
        'meal_reviews',
      ),
    ).execute({ mealId, limit });
  },

  /** The reviews query with its values in place, unexecuted, so its plan can be inspected. */
  listReviewsQuery(db: Executor, mealId: string, limit: number) {
    return reviewsQuery(db, mealId, limit);
  },
};
