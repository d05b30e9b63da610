import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared';
import { HttpError } from '../lib/http-error';

const FOREIGN_ORIGIN = 'This request did not come from MessMate. Reload the page and try again.';

export function foreignOrigin(): HttpError {
  return new HttpError(403, 'INVALID_ORIGIN', FOREIGN_ORIGIN);
}

/** better-auth's error codes, in the words people see. */
const PLAIN_WORDS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password.',
  INVALID_PASSWORD: 'Wrong email or password.',
  USER_NOT_FOUND: 'Wrong email or password.',
  CREDENTIAL_ACCOUNT_NOT_FOUND:
    'This account signs in with Google. Use Continue with Google, or register with a password.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Log in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email already exists. Log in instead.',
  PASSWORD_TOO_SHORT: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  FIELD_NOT_ALLOWED: 'That field cannot be set here.',
  INVALID_ORIGIN: FOREIGN_ORIGIN,
  MISSING_OR_NULL_ORIGIN: FOREIGN_ORIGIN,
  PROVIDER_NOT_FOUND: 'Google sign-in is not set up on this server.',
  FAILED_TO_CREATE_USER: 'The account could not be created. Please try again.',
  INVALID_TOKEN: 'This reset link has expired or was already used. Ask for a new one.',
  RESET_PASSWORD_DISABLED:
    'Password reset by e-mail is not set up on this server. Ask a hostel admin for a reset link.',
  FAILED_TO_CREATE_SESSION: 'You could not be signed in. Please try again.',
};

function minutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
}

export function tooManyAccountAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many sign-in attempts for this account. Try again in ${minutes(retryAfterSeconds)}.`,
  );
}

function tooManyFromAddress(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many sign-in attempts from this network. Try again in ${minutes(retryAfterSeconds)}.`,
  );
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
  const message =
    PLAIN_WORDS[code] ??
    (given && status < 500 ? given : 'Signing in did not work this time. Please try again.');
  return new HttpError(status, code, message);
}
