import { randomUUID } from 'node:crypto';
import type { DeleteAccountResult } from '@messmate/shared';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import { paths } from '@messmate/shared/paths';
import type { Caller } from '../../access/caller';
import type { AttemptRule } from '../../auth/sign-in-attempts';
import { signInAttempts } from '../../auth/sign-in-attempts';
import { checkOwnPassword } from '../../auth/confirm-password';
import type { Auth } from '../../auth/create-auth';
import { accountGone } from '../../auth/user-store';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/http-error';
import { freezeEveryDueSitting } from '../board/freeze';
import { resolveRequestNotifications } from '../notifications/notify';
import { usersRepository } from '../users/repository';
import { announcePersonChanges } from '../person-answers/person-changes';
import { personDeletionRepository as repo } from './deletion-repository';

export interface DeletionDeps {
  db: Database;
  auth: Auth;
  /** The sign-in limit per account: a wrong password here counts against the same budget. */
  attempts: AttemptRule;
}

const tooManyTries = (seconds: number) =>
  new HttpError(429, 'TOO_MANY_ATTEMPTS', {
    en: `Too many wrong passwords. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
    bn: `অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ${Math.ceil(seconds / 60)} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।`,
  });

/**
 * The password again, counted with the account's sign-in attempts (one budget for guessing it,
 * whichever door is tried; decision 0007). Past the limit a wrong one is refused as too many,
 * and the right one still goes through.
 */
async function confirmPassword(deps: DeletionDeps, caller: Caller, password: string) {
  const decision = await signInAttempts.consume(deps.db, caller.email, deps.attempts);
  const check = await checkOwnPassword(deps.auth, caller.id, password);
  if (check === 'right') {
    await signInAttempts.clear(deps.db, caller.email);
    return;
  }
  if (check === 'no-password') {
    await signInAttempts.clear(deps.db, caller.email);
    throw badRequest(
      {
        en: 'Your account signs in with Google and has no password. Set one first with "Forgot password?" on the Login page, then delete your account with it.',
        bn: 'আপনার অ্যাকাউন্ট Google দিয়ে সাইন ইন করে, এর কোনো পাসওয়ার্ড নেই। আগে লগইন পাতার "পাসওয়ার্ড ভুলে গেছেন?" দিয়ে একটি পাসওয়ার্ড ঠিক করুন, তারপর সেটি দিয়ে অ্যাকাউন্ট মুছুন।',
      },
      'NO_PASSWORD',
    );
  }
  if (!decision.allowed) throw tooManyTries(decision.retryAfterSeconds);
  throw forbidden(
    {
      en: 'That is not your password. Your account is unchanged.',
      bn: 'এটি আপনার পাসওয়ার্ড নয়। আপনার অ্যাকাউন্টে কিছু বদলায়নি।',
    },
    'WRONG_PASSWORD',
  );
}

/** Everything of one person, in one transaction: what stays, stays anonymised; the rest goes. */
async function deletePerson(tx: Executor, userId: string) {
  // Role changes take turns under this lock (make-student.ts), taken first as they take it: the
  // last admin stays, and a demotion of this person never waits on us while we wait on it.
  await usersRepository.lockRoles(tx);
  const person = await repo.lockPerson(tx, userId);
  if (!person) throw accountGone();
  if (person.role === 'admin' && (await usersRepository.countAdmins(tx)) <= 1) {
    throw conflict(
      {
        en: 'You are the only admin left. Make someone else an admin first, then delete your account.',
        bn: 'আপনিই একমাত্র অ্যাডমিন। আগে অন্য কাউকে অ্যাডমিন করুন, তারপর আপনার অ্যাকাউন্ট মুছুন।',
      },
      'LAST_ADMIN',
    );
  }
  const uploaded = await repo.uploadedImageHashes(tx, userId);
  await repo.removeMealLikes(tx, userId);
  await repo.removeUpcomingLikes(tx, userId);
  await repo.removeHelpfulMarks(tx, userId);
  const reviews = await repo.handOverReviews(tx, userId, `former:${randomUUID()}`);
  const payments = await repo.anonymisePayments(tx, userId);
  await repo.removePaymentIntents(tx, userId);
  // The admins' bells: requests and threads that go say nothing of who they were.
  for (const request of await repo.requestsOf(tx, userId)) {
    await resolveRequestNotifications(
      tx,
      request.id,
      notificationTextsInEvery.requestOfFormerResident(request),
    );
  }
  await repo.removeNotificationsLinkingTo(
    tx,
    (await repo.threadIdsOf(tx, userId)).map((id) => paths.admin.supportThread(id)),
  );
  await repo.unnameKitchenReplies(tx, userId);
  await repo.unnameUpcomingMeals(tx, person.email);
  await repo.removeSignInLeftovers(tx, userId, person.email);
  await repo.removeUser(tx, userId);
  await announcePersonChanges(tx, [{ type: 'account-deleted' }]);
  await repo.removeUnusedImages(tx, uploaded);
  return { reviews, payments };
}

/**
 * The caller deletes their own account with their password (decision 0033). Their reviews stay
 * as 'Former resident', their payments stay for the accounts, everything else goes; the
 * sessions go with the user row, so the next call is signed out on every instance.
 */
export async function deleteOwnAccount(
  deps: DeletionDeps,
  caller: Caller,
  password: string,
  now: Date,
): Promise<DeleteAccountResult> {
  await confirmPassword(deps, caller, password);
  // A resident leaves the board: sittings past their cut-off keep their count (decision 0017).
  await freezeEveryDueSitting(deps.db, now);
  const kept = await deps.db.transaction((tx) => deletePerson(tx, caller.id));
  return { acknowledged: true, deletedCount: 1, kept };
}
