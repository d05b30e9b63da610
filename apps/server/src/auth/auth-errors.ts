import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared';
import type { Wording } from '@messmate/shared/wording';
import { HttpError } from '../lib/http-error';

const FOREIGN_ORIGIN: Wording = {
  en: 'This request did not come from MessMate. Reload the page and try again.',
  bn: 'এই অনুরোধটি MessMate থেকে আসেনি। পাতাটি আবার লোড করে চেষ্টা করুন।',
};
const WRONG_LOGIN: Wording = { en: 'Wrong email or password.', bn: 'ইমেইল বা পাসওয়ার্ড ভুল।' };
const ACCOUNT_EXISTS: Wording = {
  en: 'An account with this email already exists. Log in instead.',
  bn: 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। বরং লগইন করুন।',
};

export function foreignOrigin(): HttpError {
  return new HttpError(403, 'INVALID_ORIGIN', FOREIGN_ORIGIN);
}

/** better-auth's error codes, in the words people see. */
const PLAIN_WORDS: Record<string, Wording> = {
  INVALID_EMAIL_OR_PASSWORD: WRONG_LOGIN,
  INVALID_PASSWORD: WRONG_LOGIN,
  USER_NOT_FOUND: WRONG_LOGIN,
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    en: 'This account signs in with Google. Use Continue with Google, or register with a password.',
    bn: 'এই অ্যাকাউন্ট Google দিয়ে সাইন ইন করে। Google দিয়ে চালিয়ে যান, অথবা পাসওয়ার্ড দিয়ে নিবন্ধন করুন।',
  },
  INVALID_EMAIL: { en: 'Please enter a valid email address.', bn: 'একটি সঠিক ইমেইল ঠিকানা লিখুন।' },
  USER_ALREADY_EXISTS: ACCOUNT_EXISTS,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ACCOUNT_EXISTS,
  PASSWORD_TOO_SHORT: {
    en: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    bn: `পাসওয়ার্ড অন্তত ${PASSWORD_MIN_LENGTH} অক্ষরের হতে হবে।`,
  },
  PASSWORD_TOO_LONG: {
    en: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    bn: `পাসওয়ার্ড সর্বোচ্চ ${PASSWORD_MAX_LENGTH} অক্ষরের হতে পারে।`,
  },
  FIELD_NOT_ALLOWED: { en: 'That field cannot be set here.', bn: 'এই ঘরটি এখানে বদলানো যায় না।' },
  INVALID_ORIGIN: FOREIGN_ORIGIN,
  MISSING_OR_NULL_ORIGIN: FOREIGN_ORIGIN,
  PROVIDER_NOT_FOUND: {
    en: 'Google sign-in is not set up on this server.',
    bn: 'এই সার্ভারে Google দিয়ে সাইন ইন চালু নেই।',
  },
  FAILED_TO_CREATE_USER: {
    en: 'The account could not be created. Please try again.',
    bn: 'অ্যাকাউন্টটি তৈরি করা যায়নি। আবার চেষ্টা করুন।',
  },
  INVALID_TOKEN: {
    en: 'This reset link has expired or was already used. Ask for a new one.',
    bn: 'এই রিসেট লিংকের মেয়াদ শেষ, অথবা এটি আগেই ব্যবহার করা হয়েছে। নতুন একটি চেয়ে নিন।',
  },
  RESET_PASSWORD_DISABLED: {
    en: 'Password reset by e-mail is not set up on this server. Ask a hostel admin for a reset link.',
    bn: 'এই সার্ভারে ইমেইলে পাসওয়ার্ড রিসেট চালু নেই। হোস্টেলের একজন অ্যাডমিনের কাছে রিসেট লিংক চান।',
  },
  FAILED_TO_CREATE_SESSION: {
    en: 'You could not be signed in. Please try again.',
    bn: 'আপনাকে সাইন ইন করানো যায়নি। আবার চেষ্টা করুন।',
  },
};
const SIGN_IN_FAILED: Wording = {
  en: 'Signing in did not work this time. Please try again.',
  bn: 'এবার সাইন ইন হলো না। আবার চেষ্টা করুন।',
};

function minutes(seconds: number): Wording {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return { en: `${n} minute${n === 1 ? '' : 's'}`, bn: `${n} মিনিট` };
}

export function tooManyAccountAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', {
    en: `Too many sign-in attempts for this account. Try again in ${minutes(retryAfterSeconds).en}.`,
    bn: `এই অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা হয়েছে। ${minutes(retryAfterSeconds).bn} পরে আবার চেষ্টা করুন।`,
  });
}

function tooManyFromAddress(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'TOO_MANY_REQUESTS', {
    en: `Too many sign-in attempts from this network. Try again in ${minutes(retryAfterSeconds).en}.`,
    bn: `এই নেটওয়ার্ক থেকে অনেকবার সাইন ইনের চেষ্টা হয়েছে। ${minutes(retryAfterSeconds).bn} পরে আবার চেষ্টা করুন।`,
  });
}

interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
}

/** Turns a failed better-auth response into our one error shape, in plain words. */
export function toHttpError(
  status: number,
  bodyText: string,
  retryAfter: string | null,
): HttpError {
  if (status === 429) return tooManyFromAddress(Number(retryAfter) || 60);
  let body: AuthErrorBody = {};
  try {
    body = JSON.parse(bodyText) as AuthErrorBody;
  } catch {
    // Not JSON: fall back to the status alone.
  }
  const code = typeof body.code === 'string' ? body.code : 'AUTH_ERROR';
  const given = typeof body.message === 'string' ? body.message : '';
  // better-auth's own words for a code we do not know are English only: both readers get them.
  const message =
    PLAIN_WORDS[code] ?? (given && status < 500 ? { en: given, bn: given } : SIGN_IN_FAILED);
  return new HttpError(status, code, message);
}
