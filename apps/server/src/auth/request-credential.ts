import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from './session-cookie';

// Every session cookie the header holds, in the __Secure- form too, as better-auth reads them.
const SESSION_COOKIES = new RegExp(
  `(?:^|;)\\s*((?:__Secure-)?${COOKIE_PREFIX}\\.session_token=[^;]*)`,
  'g',
);

/**
 * What better-auth finds a request's session by (the Authorization header, and the session
 * cookie it falls back to when that holds no valid token), hashed: two requests with the same
 * credential reach the same session while it lives. Null when the request carries neither.
 */
export function requestCredential(request: FastifyRequest): string | null {
  const { authorization, cookie } = request.headers;
  const cookies = cookie ? [...cookie.matchAll(SESSION_COOKIES)].map((found) => found[1]) : [];
  if (!authorization && cookies.length === 0) return null;
  return createHash('sha256')
    .update(`${authorization ?? ''}\n${cookies.join('\n')}`, 'utf8')
    .digest('base64url');
}
