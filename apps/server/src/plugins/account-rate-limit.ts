import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Wording } from '@messmate/shared/wording';
import { HttpError } from '../lib/http-error';
import { callerKey, waitInWords } from './write-rate-limit';

/**
 * A route's own ceiling per account, through the app's rate-limit plugin (write-rate-limit.ts
 * registers it): `config: { rateLimit: perAccountLimit(…) }`. Counted after the access check
 * (preHandler), so a visitor's 401 costs nobody a try; in this instance's memory, like the write
 * limit. 429 with Retry-After and `refusal`'s words.
 */
export function perAccountLimit(options: {
  max: number;
  windowMs: number;
  code: string;
  refusal: (wait: Wording) => Wording;
}): RateLimitOptions {
  return {
    max: options.max,
    timeWindow: options.windowMs,
    hook: 'preHandler',
    keyGenerator: callerKey,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new HttpError(429, options.code, options.refusal(waitInWords(context.ttl))),
  };
}
