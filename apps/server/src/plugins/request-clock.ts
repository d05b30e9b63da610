import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What time it is for this request: the server's clock. Only with TEST_CLOCK_HEADER=true
     * (browser tests) does an `x-test-now: <ISO 8601>` header set it, for this request alone,
     * so parallel journeys against one server can each stand before or after a cut-off.
     */
    now(): Date;
  }
}

export const TEST_NOW_HEADER = 'x-test-now';

function headerNow(request: FastifyRequest): Date | null {
  const raw = request.headers[TEST_NOW_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()))
    throw badRequest({
      en: `${TEST_NOW_HEADER} must be an ISO 8601 instant, such as 2026-03-12T10:29:59+06:00.`,
      bn: `${TEST_NOW_HEADER} একটি ISO 8601 মুহূর্ত হতে হবে, যেমন 2026-03-12T10:29:59+06:00।`,
    });
  return instant;
}

/** The one request-level clock the board's rules read; the client's word only under the test flag. */
export const requestClock = fp(async (app: FastifyInstance) => {
  const honourHeader = app.env.TEST_CLOCK_HEADER;
  app.decorateRequest('now', function now(this: FastifyRequest): Date {
    return (honourHeader ? headerNow(this) : null) ?? new Date();
  });
});
