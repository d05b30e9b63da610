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
const MEAL_ORDERS: Record<MealSort, SQL[]> = {
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

/**
 * A meal as the list's answer has it, made by the database: MealSchema's fields in its order,
 * each value as present.ts and the schema's serializer would write it. Prices are IEEE doubles
 * divided as JavaScript divides; the rating is the half-up rounding of present.ts in integers;
 * createdAt is toISOString's text, its microseconds cut to milliseconds as a JavaScript Date cuts
 * them. test/meals/list-answer.test.ts holds it byte-equal to the serializer's text.
 */
const mealAnswerColumns = {
  _id: sql`${meals.id}`.as('_id'),
  title: sql`${meals.title}`.as('title'),
  image: sql`${meals.image}`.as('image'),
  description: sql`${meals.description}`.as('description'),
  titleBn: sql`${meals.titleBn}`.as('titleBn'),
  descriptionBn: sql`${meals.descriptionBn}`.as('descriptionBn'),
  price: sql`${meals.pricePoisha}::float8 / 100`.as('price'),
  category: sql`${meals.category}`.as('category'),
  distributorName: sql`${meals.distributorName}`.as('distributorName'),
  likes: sql`${meals.likes}`.as('likes'),
  reviewsCount: sql`${meals.reviewsCount}`.as('reviews_count'),
  rating:
    sql`(case when ${meals.ratingCount} = 0 then 0 else ((${meals.ratingSum}::bigint * 20 + ${meals.ratingCount}) / (${meals.ratingCount}::bigint * 2))::float8 / 10 end)`.as(
      'rating',
    ),
  ingredients: sql`${meals.ingredients}`.as('ingredients'),
  createdAt:
    sql`to_char(${meals.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
      'createdAt',
    ),
};

// The page's rows, in the order the page query gives them, as one JSON array.
const PAGE_AS_JSON = sql<string>`coalesce('[' || string_agg(row_to_json(${sql.identifier('page')})::text, ',') || ']', '[]')`;

export function listConditions(filters: MealListFilters): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(meals.title, pattern),
          ilike(meals.description, pattern),
          ilike(meals.titleBn, pattern),
          ilike(meals.descriptionBn, pattern),
        )
      : undefined,
    filters.category ? eq(meals.category, filters.category) : undefined,
    filters.minPoisha !== undefined ? gte(meals.pricePoisha, filters.minPoisha) : undefined,
    filters.maxPoisha !== undefined ? lte(meals.pricePoisha, filters.maxPoisha) : undefined,
  );
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

  /** The page of the list as the answer's JSON text, made by the database. */
  listAnswerQuery(db: Executor, filters: MealListFilters) {
    const page = db
      .select(mealAnswerColumns)
      .from(meals)
      .where(listConditions(filters))
      .orderBy(...MEAL_ORDERS[filters.sortBy])
      .limit(filters.limit)
      .offset(filters.offset)
      .as('page');
    return db.select({ body: PAGE_AS_JSON }).from(page);
  },

  /** The list's answer, its JSON text made by the database: no rows to read, map or serialize. */
  async listAnswer(db: Executor, filters: MealListFilters): Promise<string> {
    const { search, category, minPoisha, maxPoisha, sortBy, limit, offset } = filters;
    if (search || minPoisha !== undefined || maxPoisha !== undefined) {
      const [row] = await mealsRepository.listAnswerQuery(db, filters);
      return row?.body ?? '[]';
    }
    // Prepared per shape, as list() is, for the same reason.
    const shape = `meals_answer_${sortBy}_${category ? 'category' : 'all'}`;
    const [row] = await preparedOnce(db, shape, (executor) => {
      const page = executor
        .select(mealAnswerColumns)
        .from(meals)
        .where(category ? eq(meals.category, sql.placeholder('category')) : undefined)
        .orderBy(...MEAL_ORDERS[sortBy])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      return executor.select({ body: PAGE_AS_JSON }).from(page).prepare(shape);
    }).execute({ category, limit, offset });
    return row?.body ?? '[]';
  },

  list(db: Executor, filters: MealListFilters) {
    const { search, category, minPoisha, maxPoisha, sortBy, limit, offset } = filters;
    if (search || minPoisha !== undefined || maxPoisha !== undefined) {
      return mealsRepository.listQuery(db, filters);
    }
    // Without search or price bounds any plan walks a sort index whatever the values, so one
    // prepared plan per shape serves all; searches and price ranges are planned per request.
    const shape = `meals_list_${sortBy}_${category ? 'category' : 'all'}`;
    return preparedOnce(db, shape, (executor) =>
      executor
        .select(publicMealColumns)
        .from(meals)
        .where(category ? eq(meals.category, sql.placeholder('category')) : undefined)
        .orderBy(...MEAL_ORDERS[sortBy])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(shape),
    ).execute({ category, limit, offset });
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
