import type { PersonAnswerCache } from '../../lib/person-answer-cache';
import { parseSessionSignal, SESSION_CHANNEL } from '../../auth/session-signal';
import { NOTIFICATION_CHANNEL, parseSignal } from '../notifications/channel';
import { parsePersonChange, PERSON_CHANGES_CHANNEL } from './person-changes';
import { UNREAD_ANSWER } from './answer-keys';

/** Every channel whose signals forget kept answers. */
export const PERSON_ANSWER_CHANNELS = [
  PERSON_CHANGES_CHANNEL,
  NOTIFICATION_CHANNEL,
  SESSION_CHANNEL,
] as const;

/**
 * The one map from "what changed" to "whose kept answers go" (decision 0045). What each answer
 * reads, and who writes it:
 * - the bell's unread count (notifications): a notification written or read, announced on the
 *   notification channel by every writer (notify.ts, the request insert's admin notes, reword);
 * - the caller's day on a meal (day-state-repository.ts): the user row's badge (the trigger of
 *   migration 0009), the meal's existence (meal deleted), their like (meal_likes), their
 *   requests of the day (meal_requests: made, cancelled, served; the count spans every meal),
 *   their reviews of the meal and their 'helpful' marks on its reviews (reviews, review_likes;
 *   a deleted review takes everyone's marks on it).
 * An account's deletion touches many people's rows (its notes to admins, its marks): all go.
 * Editing a meal or a review changes none of these answers; a published upcoming meal is new,
 * and a missing meal's answer is never kept.
 */
export function forgetOnSignal(cache: PersonAnswerCache, channel: string, payload: string): void {
  if (channel === NOTIFICATION_CHANNEL) {
    const signal = parseSignal(payload);
    if (signal && signal.type !== 'board') cache.forgetAnswer(signal.userId, UNREAD_ANSWER);
    return;
  }
  if (channel === SESSION_CHANNEL) {
    const signal = parseSessionSignal(payload);
    if (signal?.type === 'user-changed') cache.forgetPerson(signal.userId);
    return;
  }
  const change = parsePersonChange(payload);
  switch (change?.type) {
    case 'meal-like':
    case 'review-helpful':
    case 'review-written':
      cache.forgetPersonMeal(change.userId, change.mealId);
      return;
    case 'review-deleted':
    case 'meal-deleted':
      cache.forgetMeal(change.mealId);
      return;
    case 'meal-request':
      cache.forgetPerson(change.userId);
      return;
    case 'account-deleted':
      cache.forgetAll();
      return;
    case undefined:
      return;
  }
}
