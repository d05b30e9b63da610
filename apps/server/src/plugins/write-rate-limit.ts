import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { callerOf } from '../access/caller-lookup';
import type { Wording } from '@messmate/shared/wording';
import { HttpError } from '../lib/http-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// better-auth limits sign-in and sign-up itself; Stripe signs its webhook and retries it.
const EXEMPT_PREFIX = '/api/auth/';
const STRIPE_WEBHOOK = '/api/payments/webhook';
// Distinct callers whose counts are kept; past it the longest idle is forgotten.
const REMEMBERED_CALLERS = 10_000;

/** Whether a route takes the write limit: state-changing and under /api, minus the exemptions. */
export function isLimitedWriteRoute(methods: string | string[], url: string): boolean {
  const list = Array.isArray(methods) ? methods : [methods];
  if (!list.some((method) => WRITE_METHODS.has(method.toUpperCase()))) return false;
  if (!url.startsWith('/api/')) return false;
  return !url.startsWith(EXEMPT_PREFIX) && url !== STRIPE_WEBHOOK;
}

/**
 * The signed-in account, as better-auth itself reads the cookie or bearer token, so a made-up
 * second credential cannot open a fresh count. Write routes all need this lookup anyway and
 * callerOf keeps it for the request, so it costs nothing extra. Callers who are not signed in
 * share their address's count.
 */
export async function callerKey(request: FastifyRequest): Promise<string> {
  const caller = await callerOf(request);
  return caller ? `account:${caller.id}` : `address:${normalizeIP(request.ip)}`;
}

export function waitInWords(ms: number): Wording {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60)
    return { en: `${seconds} second${seconds === 1 ? '' : 's'}`, bn: `${seconds} সেকেন্ড` };
  const minutes = Math.ceil(seconds / 60);
  return { en: `${minutes} minute${minutes === 1 ? '' : 's'}`, bn: `${minutes} মিনিট` };
}

function tooManyWrites(_request: FastifyRequest, context: { ttl?: number }): HttpError {
  const wait = waitInWords(context.ttl ?? 0);
  return new HttpError(429, 'TOO_MANY_WRITES', {
    en: `You are making changes too quickly. Please wait ${wait.en} and try again.`,
    bn: `আপনি খুব দ্রুত পরিবর্তন করছেন। ${wait.bn} অপেক্ষা করে আবার চেষ্টা করুন।`,
  });
}

/**
 * A ceiling on changes per account (POST, PUT, PATCH and DELETE under /api): ample for a
 * person, tight for a script. Counted in this process's memory, before the body is read, so a
 * refused request changes nothing. Only write routes get the hook: reads pay nothing.
 */
export const writeRateLimit = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    max: app.env.WRITE_RATE_LIMIT_MAX,
    timeWindow: app.env.WRITE_RATE_LIMIT_WINDOW_SECONDS * 1000,
    cache: REMEMBERED_CALLERS,
    keyGenerator: callerKey,
    errorResponseBuilder: tooManyWrites,
  });
  const limit = app.rateLimit();
  // A route may also answer GET (one handler for several methods): only its writes count.
  const limitWrites: onRequestHookHandler = async (request, reply: FastifyReply) => {
    if (WRITE_METHODS.has(request.method)) await limit.call(app, request, reply);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isLimitedWriteRoute(route.method, route.url)) return;
    const existing = route.onRequest;
    route.onRequest = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      limitWrites,
    ];
  });
});
