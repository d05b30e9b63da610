import type { Wording } from '@messmate/shared/wording';

/**
 * An error that is the client's to fix: its words are shown to people as they are, in the
 * reader's language (the error handler picks it). `message` is the English, for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly wording: Wording,
  ) {
    super(wording.en);
    this.name = 'HttpError';
  }
}

const SIGN_IN_FIRST: Wording = { en: 'Please sign in first.', bn: 'আগে সাইন ইন করুন।' };
const NOT_ALLOWED: Wording = {
  en: 'You are not allowed to do that.',
  bn: 'আপনার এটি করার অনুমতি নেই।',
};
const NOT_FOUND: Wording = { en: 'Not found.', bn: 'পাওয়া যায়নি।' };

export const badRequest = (message: Wording, code = 'BAD_REQUEST') =>
  new HttpError(400, code, message);
export const unauthorized = (message = SIGN_IN_FIRST, code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message = NOT_ALLOWED, code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = NOT_FOUND, code = 'NOT_FOUND') =>
  new HttpError(404, code, message);
export const conflict = (message: Wording, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooManyRequests = (message: Wording, code = 'TOO_MANY_REQUESTS') =>
  new HttpError(429, code, message);
