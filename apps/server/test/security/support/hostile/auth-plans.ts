import type { JsonSchema } from './json-schema';

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

export const AUTH_BODY: JsonSchema = {
  type: 'object',
  properties: {
    name: text(),
    email: { type: 'string', format: 'email' },
    password: { type: 'string', minLength: 8, maxLength: 40 },
    image: text(),
    currentPassword: text(),
    newPassword: text(),
    newEmail: { type: 'string', format: 'email' },
    provider: { type: 'string', enum: ['google', 'github', ''] },
    callbackURL: text(),
    rememberMe: { type: 'boolean' },
  },
  required: ['email', 'password'],
};
