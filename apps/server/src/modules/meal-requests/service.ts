import {
  hasQualifyingBadge,
  type CancelMealRequestResult,
  type CreateMealRequestBody,
  type CreateMealRequestResult,
  type MealRequest,
  type MealRequestListQuery,
  type ServeMealRequestResult,
} from '@messmate/shared';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import type { Caller } from '../../access/caller';
import { ownerOrAdminScope, type AllRowsRule } from '../../access/owner-or-admin';
import type { Database } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { issuePickupCode } from '../pickup-codes/issue';
import { adminNotesFor, resolveRequestNotifications } from '../notifications/notify';
import { makePickupCode } from '../pickup-codes/code-maker';
import { pushesOf, sendPush, type PushSender } from '../push/send-push';
import { dailyRequestLimit, limitReached } from './daily-limit';
import { lockRequesterAndMeal, insertRequestUnderLimit } from './create-repository';
import { deliverRequest } from './deliver';
import { personChangeMessage } from '../person-answers/person-changes';
import { toMealRequest } from './present';
import { mealRequestsRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';
import { WORDINGS } from '../../lib/wordings';

/** ?email= lists one resident's requests; without it, every request (admins, on Serve Meals). */
const REQUEST_LIST: AllRowsRule = {
  withoutEmail: 'everyone',
  everyoneRefused: {
    en: 'Only admins can see every meal request.',
    bn: 'শুধু অ্যাডমিনরা সব খাবারের অনুরোধ দেখতে পারেন।',
  },
  othersRefused: {
    message: {
      en: 'You can only see your own meal requests.',
      bn: 'আপনি শুধু নিজের খাবারের অনুরোধ দেখতে পারেন।',
    },
    code: 'NOT_YOUR_REQUESTS',
  },
};

/** The community's clock: the time zone of its calendar day, and now. */
export interface CommunityClock {
  timeZone: string;
  now: Date;
}

const requestNotFound = () => notFound(WORDINGS.requestNotFound, 'REQUEST_NOT_FOUND');

async function presentRequest(db: Database, id: string): Promise<MealRequest> {
  const row = await mealRequestsRepository.findById(db, id);
  if (!row) throw requestNotFound();
  return toMealRequest(row);
}

/**
 * Requests a meal for the caller: a Silver, Gold or Platinum badge as stored, within the
 * badge's daily limit for the community's calendar day, counted with the caller's row locked
 * so simultaneous requests cannot all slip under it.
 */
export async function createMealRequest(
  db: Database,
  caller: Caller,
  body: CreateMealRequestBody,
  clock: CommunityClock,
): Promise<CreateMealRequestResult> {
  const day = communityDay(clock.now, clock.timeZone);
  const request = await db.transaction(async (tx) => {
    const locked = await lockRequesterAndMeal(tx, { userId: caller.id, mealId: body.mealId });
    const requester = locked?.requester;
    if (!requester) throw unauthorized(WORDS.messages.requestLoginRequired, 'LOGIN_REQUIRED');
    if (!hasQualifyingBadge(requester.badge)) {
      throw forbidden(WORDS.messages.requestNeedsSubscription, 'SUBSCRIPTION_REQUIRED');
    }
    const meal = locked.meal;
    if (!meal?.id || meal.title === null) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
    const limit = dailyRequestLimit(requester.badge);
    const texts = notificationTextsInEvery.newRequest({
      requesterName: requester.name,
      mealTitle: meal.title,
    });
    const values = { userId: requester.id, mealId: meal.id, mealTitle: meal.title, day, limit };
    const written = await insertRequestUnderLimit(
      tx,
      { ...values, now: clock.now, ...makePickupCode() },
      adminNotesFor('added', texts),
      personChangeMessage({ type: 'meal-request', userId: requester.id }),
    );
    const added = written?.request;
    if (!added?.id || !added.mealTitle || !added.userId || !added.status || !added.requestedAt) {
      if (limit === null) throw new Error('meal request insert returned nothing');
      throw limitReached(requester.badge, limit, clock.now, clock.timeZone);
    }
    // The drawn code clashed with another (rare): draw again.
    if (!written?.coded) {
      await issuePickupCode(tx, {
        id: added.id,
        userId: requester.id,
        title: meal.title,
        communityDay: day,
      });
    }
    return {
      ...added,
      id: added.id,
      mealTitle: added.mealTitle,
      mealTitleBn: meal.titleBn,
      userId: added.userId,
      status: added.status,
      requestedAt: added.requestedAt,
      name: requester.name,
      email: requester.email,
    };
  });
  return { acknowledged: true, insertedId: request.id, request: toMealRequest(request) };
}

/** One resident's requests (the caller's own, or anyone's for an admin), or every request (admins). */
export async function listMealRequests(
  db: Database,
  caller: Caller,
  query: MealRequestListQuery,
): Promise<MealRequest[]> {
  const scope = await ownerOrAdminScope(db, caller, query.email, REQUEST_LIST);
  if (scope.kind === 'nobody') return [];
  const rows = await mealRequestsRepository.list(db, {
    userId: scope.kind === 'one' ? scope.userId : undefined,
    search: query.search,
    status: query.status,
  });
  return rows.map(toMealRequest);
}

/**
 * Admin: pending → delivered, once, recording who served it and when; the resident is told in the
 * bell and, once it committed, by push on the browsers they opted in on.
 */
export async function serveMealRequest(
  db: Database,
  admin: Caller,
  id: string,
  now: Date,
  push: PushSender,
): Promise<ServeMealRequestResult> {
  const served = await db.transaction((tx) => deliverRequest(tx, admin, id, now));
  if (!served) {
    if (await mealRequestsRepository.findById(db, id)) {
      throw conflict(
        { en: 'This request has already been served.', bn: 'এই অনুরোধের খাবার আগেই দেওয়া হয়েছে।' },
        'ALREADY_SERVED',
      );
    }
    throw requestNotFound();
  }
  sendPush(
    push,
    served.userId,
    pushesOf(notificationTextsInEvery.requestServed(served), `request-${id}`),
  );
  return { acknowledged: true, modifiedCount: 1, request: await presentRequest(db, id) };
}

/** The requester cancels their own request while it is pending. */
export async function cancelMealRequest(
  db: Database,
  caller: Caller,
  id: string,
): Promise<CancelMealRequestResult> {
  const cancelled = await db.transaction(async (tx) => {
    const row = await mealRequestsRepository.deleteOwnPending(tx, id, caller.id);
    if (!row) return false;
    await resolveRequestNotifications(
      tx,
      id,
      notificationTextsInEvery.requestCancelled({
        requesterName: caller.name,
        mealTitle: row.mealTitle,
      }),
    );
    return true;
  });
  if (cancelled) return { acknowledged: true, deletedCount: 1 };
  const existing = await mealRequestsRepository.findById(db, id);
  // Someone else's request is answered as missing: whether it exists is not theirs to learn.
  if (!existing || existing.userId !== caller.id) {
    if (existing && caller.role === 'admin') {
      throw forbidden(
        {
          en: 'Only the resident who asked can cancel a request.',
          bn: 'যে বাসিন্দা চেয়েছেন, শুধু তিনিই অনুরোধ বাতিল করতে পারেন।',
        },
        'NOT_YOUR_REQUEST',
      );
    }
    throw requestNotFound();
  }
  throw conflict(
    {
      en: 'This meal has already been served, so the request cannot be cancelled.',
      bn: 'এই খাবার আগেই দেওয়া হয়েছে, তাই অনুরোধটি বাতিল করা যাবে না।',
    },
    'ALREADY_SERVED',
  );
}
