import {
  hasQualifyingBadge,
  type Language,
  type MyMealDay,
  type RequestBlock,
} from '@messmate/shared';
import type { Executor } from '../../db/client';
import { communityDay, nextMidnight } from '../../lib/community-day';
import { notFound, unauthorized } from '../../lib/http-error';
import type { PersonAnswerCache } from '../../lib/person-answer-cache';
import { dayKey } from '../person-answers/answer-keys';
import { dailyRequestLimit, limitReachedText } from './daily-limit';
import { dayStateRepository } from './day-state-repository';
import type { CommunityClock } from './service';
import { WORDS } from '@messmate/shared/server-wordings';
import { WORDINGS } from '../../lib/wordings';

/**
 * What the meal page shows a signed-in resident: their like, today's request of this meal
 * and its status, the requests left today and, when Request Meal would be refused, why; the
 * same rules createMealRequest applies, read in one query.
 */
export async function myMealDay(
  db: Executor,
  answers: PersonAnswerCache,
  userId: string,
  mealId: string,
  clock: CommunityClock,
  language: Language,
): Promise<MyMealDay> {
  const day = communityDay(clock.now, clock.timeZone);
  // The rows are kept per community day; what follows from the clock is worked out afresh.
  const row = await answers.read(
    dayKey(userId, mealId, day),
    () => dayStateRepository.find(db, userId, mealId, day),
    (found) => found?.mealExists === true,
  );
  if (!row) throw unauthorized(WORDS.messages.requestLoginRequired, 'LOGIN_REQUIRED');
  if (!row.mealExists) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
  const limit = dailyRequestLimit(row.badge);
  const requestsLeft = limit === null ? null : Math.max(0, limit - row.requestsToday);
  let requestBlocked: RequestBlock | null = null;
  if (!hasQualifyingBadge(row.badge)) {
    const message = WORDS.messages.requestNeedsSubscription[language];
    requestBlocked = { code: 'SUBSCRIPTION_REQUIRED', message };
  } else if (limit !== null && requestsLeft === 0) {
    const message = limitReachedText(row.badge, limit, clock.now, clock.timeZone)[language];
    requestBlocked = { code: 'DAILY_REQUEST_LIMIT', message };
  }
  const { requestId, requestStatus, requestedAt } = row;
  return {
    liked: row.liked,
    badge: row.badge,
    requestToday:
      requestId && requestStatus && requestedAt
        ? { _id: requestId, status: requestStatus, requestedAt: requestedAt.toISOString() }
        : null,
    requestsToday: row.requestsToday,
    dailyLimit: limit,
    requestsLeft,
    resetsAt: nextMidnight(clock.now, clock.timeZone).toISOString(),
    requestBlocked,
    ownReviewIds: row.ownReviewIds,
    helpfulReviewIds: row.helpfulReviewIds,
  };
}
