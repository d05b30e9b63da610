import type { Meal, MealReview } from '@messmate/shared';
import type { MealReviewRow, PublicMealRow } from './repository';

export const poishaToTaka = (poisha: number): number => poisha / 100;

/** Taka to whole poisha; a filter finer than one poisha means nothing, so it is rounded. */
export const takaToPoisha = (taka: number): number => Math.round(taka * 100);

/** The mean star rating to one decimal, 0 when nobody has rated (integer maths avoids 4.45 → 4.4). */
export function meanRating(ratingSum: number, ratingCount: number): number {
  return ratingCount === 0 ? 0 : Math.round((ratingSum * 10) / ratingCount) / 10;
}

export function toPublicMeal(row: PublicMealRow): Meal {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    titleBn: row.titleBn,
    descriptionBn: row.descriptionBn,
    price: poishaToTaka(row.pricePoisha),
    category: row.category,
    distributorName: row.distributorName,
    likes: row.likes,
    reviews_count: row.reviewsCount,
    rating: meanRating(row.ratingSum, row.ratingCount),
    ingredients: row.ingredients,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMealReview(row: MealReviewRow): MealReview {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    content: row.content,
    rating: row.rating,
    likes: row.likes,
    badge: row.badge,
    createdAt: row.createdAt.toISOString(),
  };
}
