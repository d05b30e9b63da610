import { MEALS_ALL_CAP, type Meal, type MealDetails, type MealListQuery } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { likedByViewer } from '../meal-likes/service';
import { takaToPoisha, toMealReview, toPublicMeal } from './present';
import { mealsRepository, type MealListFilters } from './repository';

/** Enough for any page to show; a meal with more keeps its most relevant reviews first. */
export const MEAL_DETAILS_REVIEWS_CAP = 200;

export function toListFilters(query: MealListQuery): MealListFilters {
  return {
    search: query.search,
    category: query.category,
    minPoisha: query.min === undefined ? undefined : takaToPoisha(query.min),
    maxPoisha: query.max === undefined ? undefined : takaToPoisha(query.max),
    sortBy: query.sortBy,
    offset: query.skip,
    limit: query.limit === 0 ? MEALS_ALL_CAP : query.limit,
  };
}

export async function listMeals(db: Executor, query: MealListQuery): Promise<Meal[]> {
  const rows = await mealsRepository.list(db, toListFilters(query));
  return rows.map(toPublicMeal);
}

export async function getMealDetails(
  db: Executor,
  id: string,
  viewerId?: string,
): Promise<MealDetails> {
  const row = await mealsRepository.findPublicById(db, id);
  if (!row) throw notFound('Meal not found.', 'MEAL_NOT_FOUND');
  const [reviews, likedByMe] = await Promise.all([
    mealsRepository.listReviews(db, row.id, MEAL_DETAILS_REVIEWS_CAP),
    likedByViewer(db, row.id, viewerId),
  ]);
  return { ...toPublicMeal(row), reviews: reviews.map(toMealReview), likedByMe };
}
