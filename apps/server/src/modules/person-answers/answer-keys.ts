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
