import { MEALS_ALL_CAP, type Meal, type MealDetails, type MealListQuery } from '@messmate/shared';
import type { Executor } from '../../db/client';
import type { KeptBody } from '../../lib/kept-body';
import type { PersonAnswerCache } from '../../lib/person-answer-cache';
import { likeKey } from '../person-answers/answer-keys';
import { notFound } from '../../lib/http-error';
import { takaToPoisha, toMealReview, toPublicMeal } from './present';
import { listAnswer } from './list-answer-repository';
import { mealsRepository, type MealListFilters } from './repository';
import { WORDINGS } from '../../lib/wordings';

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

/**
 * The list's answer as JSON text: written by the database where its statement is prepared,
 * else read as rows and serialized by `serialize` (the route's schema).
 */
export async function listMealsAnswer(
  db: Executor,
  query: MealListQuery,
  serialize: (list: Meal[]) => string,
): Promise<string> {
  const filters = toListFilters(query);
  const written = await listAnswer(db, filters);
  if (written !== undefined) return written;
  const rows = await mealsRepository.list(db, filters);
  return serialize(rows.map(toPublicMeal));
}

/** A meal with its reviews as a visitor sees it (likedByMe false): two statements side by side. */
export async function getPublicMealDetails(db: Executor, id: string): Promise<MealDetails> {
  const [row, reviews] = await Promise.all([
    mealsRepository.findPublicById(db, id),
    mealsRepository.listReviews(db, id, MEAL_DETAILS_REVIEWS_CAP),
  ]);
  if (!row) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
  return { ...toPublicMeal(row), reviews: reviews.map(toMealReview), likedByMe: false };
}

/** Whether a viewer likes a meal, kept per person (decision 0054); a visitor likes nothing. */
export function likedByViewer(
  db: Executor,
  answers: PersonAnswerCache,
  mealId: string,
  viewerId?: string,
): Promise<boolean> {
  if (!viewerId) return Promise.resolve(false);
  return answers.read(likeKey(viewerId, mealId), () =>
    mealsRepository.isLikedBy(db, mealId, viewerId),
  );
}

const NOT_LIKED_END = '"likedByMe":false}';

function likedText(publicText: string): string {
  if (!publicText.endsWith(NOT_LIKED_END))
    throw new Error('Meal details no longer end in likedByMe');
  return `${publicText.slice(0, -NOT_LIKED_END.length)}"likedByMe":true}`;
}

/**
 * The viewer's like put into the public details as serialized (likedByMe is the schema's last
 * field), so one kept answer serves every viewer; the liked answer is kept beside it.
 */
export function withViewerLike(publicBody: KeptBody, liked: boolean): KeptBody {
  return liked ? publicBody.variant('likedByMe', likedText) : publicBody;
}
