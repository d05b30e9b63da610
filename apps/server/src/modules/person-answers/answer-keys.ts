import type { PersonAnswerKey } from '../../lib/person-answer-cache';

/** The bell's unread count. */
export const UNREAD_ANSWER = 'unread';

export function unreadKey(userId: string): PersonAnswerKey {
  return { userId, answer: UNREAD_ANSWER };
}

/** The caller's day on a meal: per community day, so yesterday's is never today's. */
export function dayKey(userId: string, mealId: string, communityDay: string): PersonAnswerKey {
  return { userId, mealId, answer: `day:${mealId}:${communityDay}` };
}

/** Whether the caller likes a meal (the one part of a meal's details that is theirs). */
export function likeKey(userId: string, mealId: string): PersonAnswerKey {
  return { userId, mealId, answer: `like:${mealId}` };
}

/** My Requests and My Reviews, as serialized: they span every meal, so no meal is named. */
export const MY_REQUESTS_ANSWER = 'my-requests';
export const MY_REVIEWS_ANSWER = 'my-reviews';
