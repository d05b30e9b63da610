import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { MealSort } from '@messmate/shared';
import { meals } from '../../db/schema';

/** The columns a public meal needs; the distributor's email and bookkeeping columns stay out. */
export const publicMealColumns = {
  id: meals.id,
  title: meals.title,
  image: meals.image,
  description: meals.description,
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
