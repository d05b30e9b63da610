import type { PersonAnswerCache } from '../../lib/person-answer-cache';
import { parseSessionSignal, SESSION_CHANNEL } from '../../auth/session-signal';
import { NOTIFICATION_CHANNEL, parseSignal } from '../notifications/channel';
import { parsePersonChange, PERSON_CHANGES_CHANNEL } from './person-changes';
import { MY_REQUESTS_ANSWER, MY_REVIEWS_ANSWER, UNREAD_ANSWER } from './answer-keys';

/** Every channel whose signals forget kept answers. */
export const PERSON_ANSWER_CHANNELS = [
  PERSON_CHANGES_CHANNEL,
  NOTIFICATION_CHANNEL,
  SESSION_CHANNEL,
] as const;

/**
 * The one map from "what changed" to "whose kept answers go" (decisions 0045, 0054). What each
 * answer reads, and who writes it:
 * - the bell's unread count (notifications): a notification written or read, announced on the
 *   notification channel by every writer (notify.ts, the request insert's admin notes, reword);
 * - the caller's day on a meal (day-state-repository.ts): the user row's badge (the trigger of
 *   migration 0009), the meal's existence (meal deleted), their like (meal_likes), their
 *   requests of the day (meal_requests: made, cancelled, served; the count spans every meal),
 *   their reviews of the meal and their 'helpful' marks on its reviews (reviews, review_likes;
 *   a deleted review takes everyone's marks on it);
 * - the caller's like on a meal (meal details): meal_likes, announced by the like and unlike
 *   statements; a deleted meal takes its likes; a published upcoming meal's likes are a new meal's;
 * - My Requests: their meal_requests (made: the insert announces; served, cancelled, or any other
 *   change: the trigger of migration 0025), their name and email (user row, 0009), each meal's
 *   Bangla title (meals, 0025; everyone's lists go, as nobody knows whose lists name the meal);
 * - My Reviews: their reviews (written: the insert announces; edited, marked helpful by anyone,
 *   retitled with their meal, orphaned by its deletion, deleted: the trigger of 0025), their name
 *   and email, each meal's Bangla title.
 * An account's deletion touches many people's rows (its notes to admins, its marks): all go.
 * A missing meal's answers are never kept.
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
      cache.forgetPersonMeal(change.userId, change.mealId);
      return;
    case 'review-written':
      cache.forgetPersonMeal(change.userId, change.mealId);
      cache.forgetAnswer(change.userId, MY_REVIEWS_ANSWER);
      return;
    case 'review-changed':
      cache.forgetAnswer(change.userId, MY_REVIEWS_ANSWER);
      return;
    case 'review-deleted':
      if (change.mealId) cache.forgetMeal(change.mealId);
      if (change.userId) cache.forgetAnswer(change.userId, MY_REVIEWS_ANSWER);
      return;
    case 'meal-deleted':
      cache.forgetMeal(change.mealId);
      return;
    case 'meal-edited':
      cache.forgetAnswerOfEveryone(MY_REQUESTS_ANSWER);
      cache.forgetAnswerOfEveryone(MY_REVIEWS_ANSWER);
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
