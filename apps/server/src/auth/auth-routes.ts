import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthConfigSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared';
import { publicUrl } from '../env';
import { foreignOrigin, toHttpError, tooManyAccountAttempts } from './auth-errors';
import { CLIENT_IP_HEADER, signInOrigins } from './create-auth';
import { badRequest } from '../lib/http-error';
import { isGoogleEnabled } from './google';
import { signInAttempts } from './sign-in-attempts';

/** RFC 5321's longest address; anything longer is not one, and is not counted. */
const EMAIL_MAX_LENGTH = 320;

const SKIPPED_REQUEST_HEADERS = new Set([
  CLIENT_IP_HEADER,
  'content-length',
  'transfer-encoding',
  'connection',
]);
const SKIPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
]);

function toFetchRequest(request: FastifyRequest, base: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (SKIPPED_REQUEST_HEADERS.has(name) || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  // A JSON body that is a bare string arrives parsed: it must go on as JSON text, not unwrapped.
  const json = /json/i.test(String(request.headers['content-type'] ?? ''));
  const body =
    typeof request.body === 'string' && !json ? request.body : JSON.stringify(request.body);
  return new Request(new URL(request.url, base), {
    method: request.method,
    headers,
    ...(hasBody ? { body } : {}),
  });
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' && body.email.trim() ? body.email : undefined;
}

async function sendFetchResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  // better-auth marks cookies Secure only for an https PUBLIC_URL; behind a trusted HTTPS
  // proxy the request itself says so.
  const secure = reply.request.protocol === 'https';
  const cookies = response.headers
    .getSetCookie()
    .map((line) => (secure && !/;\s*secure/i.test(line) ? `${line}; Secure` : line));
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
  if (response.status >= 400) throw toHttpError(response.status, text, retryAfter);
  return reply.send(text === '' ? undefined : text);
}

/**
 * better-auth's endpoints under /api/auth, through its fetch handler so helmet, our error
 * shape and the per-account sign-in limit still apply.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = publicUrl(app.env);
  const origins = new Set(signInOrigins(app.env));
  const accountRule = {
    max: app.env.AUTH_RATE_LIMIT_ACCOUNT_MAX,
    windowSeconds: app.env.AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    // better-auth answers for itself: which of its endpoints need a session is its own rule.
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      // A browser always names the page that posted; only our own pages (and CORS_ORIGINS') may
      // sign people in.
      const origin = request.headers.origin;
      if (request.method === 'POST' && origin && !origins.has(origin)) throw foreignOrigin();
      const signingIn =
        request.method === 'POST' && request.url.split('?')[0] === '/api/auth/sign-in/email';
      const email = signingIn ? emailOf(request.body) : undefined;
      if (!email)
        return sendFetchResponse(
          await app.auth.instance.handler(toFetchRequest(request, base)),
          reply,
        );
      if (email.length > EMAIL_MAX_LENGTH)
        throw badRequest(
          { en: 'Please enter a valid email address.', bn: 'একটি সঠিক ইমেইল ঠিকানা লিখুন।' },
          'INVALID_EMAIL',
        );
      // Counted before the password is checked (one atomic upsert), so parallel guesses cannot
      // slip past. Past the limit the password is still checked: the right one signs its owner in
      // and starts the count over, a wrong one is refused as too many attempts. So guessing stops
      // at the limit while nobody without the password can keep the owner out (decision 0007).
      const decision = await signInAttempts.consume(app.db, email, accountRule);
      const response = await app.auth.instance.handler(toFetchRequest(request, base));
      if (response.ok) {
        await signInAttempts.clear(app.db, email);
      } else if (!decision.allowed) {
        void reply.header('retry-after', String(decision.retryAfterSeconds));
        throw tooManyAccountAttempts(decision.retryAfterSeconds);
      }
      return sendFetchResponse(response, reply);
    },
  });

  app.get(
    '/auth-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'What the sign-in screen can offer on this server',
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({
      google: isGoogleEnabled(app.env),
      passwordMinLength: PASSWORD_MIN_LENGTH,
      passwordMaxLength: PASSWORD_MAX_LENGTH,
      passwordResetByEmail: Boolean(app.env.SMTP_URL),
    }),
  );
};
