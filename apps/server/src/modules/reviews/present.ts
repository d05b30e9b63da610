import { DELETED_MEAL_TITLE, type Review } from '@messmate/shared';
import type { ReviewRow } from './repository';

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    mealId: row.mealId,
    // A deleted meal clears mealId (on delete set null); its review stays, marked as such.
    mealTitle: row.mealId === null ? DELETED_MEAL_TITLE : row.mealTitle,
    mealTitleBn: row.mealTitleBn,
    name: row.name,
    email: row.email,
    content: row.content,
    rating: row.rating,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
