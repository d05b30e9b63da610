import type { JsonSchema } from './json-schema';
import { HOSTILE_NAMES, HOSTILE_PHOTOS } from './person-rules';

/** better-auth's endpoints are not in the OpenAPI document: these are the ones people reach. */
export const AUTH_POST_PATHS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/update-user',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/request-password-reset',
  '/api/auth/sign-in/social',
  '/api/auth/no-such-endpoint',
];

export const AUTH_GET_PATHS = [
  '/api/auth/get-session',
  '/api/auth/list-sessions',
  '/api/auth/ok',
  '/api/auth/callback/google',
  '/api/auth/no-such-endpoint',
];

const text = (maxLength = 40): JsonSchema => ({ type: 'string', maxLength });
/** Plain text, or one of the values that once went through untouched. */
const textOr = (hostile: readonly string[]): JsonSchema => ({
  anyOf: [text(), { type: 'string', enum: [...hostile] }],
});

export const AUTH_BODY: JsonSchema = {
  type: 'object',
  properties: {
    name: textOr(HOSTILE_NAMES),
    email: { type: 'string', format: 'email' },
    password: { type: 'string', minLength: 8, maxLength: 40 },
    image: textOr(HOSTILE_PHOTOS),
    currentPassword: text(),
    newPassword: text(),
    newEmail: { type: 'string', format: 'email' },
    provider: { type: 'string', enum: ['google', 'github', ''] },
    callbackURL: text(),
    rememberMe: { type: 'boolean' },
  },
  // Without a required email, update-user (which refuses one) is reached with names and photos too.
  required: ['password'],
};
