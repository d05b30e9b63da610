import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  AnalyticsQuerySchema,
  ErrorBodySchema,
  KitchenAnalyticsSchema,
  MyAnalyticsSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { assertTimeZone } from '../../lib/community-day';
import { sendKeptBody } from '../../plugins/kept-body-reply';
import { kitchenAnalytics, myAnalytics } from './service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;
  assertTimeZone(timeZone);
  const periodRules =
    `from and to are days (YYYY-MM-DD) in ${timeZone}, both included, at most ` +
    `${ANALYTICS_MAX_DAYS} days apart; without them, the last ${ANALYTICS_DEFAULT_DAYS} days ` +
    'to today. Money in taka, durations in minutes.';

  app.get(
    '/analytics/kitchen',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['analytics'],
        summary: "The kitchen's numbers for a period: requests, meals, memberships, residents",
        description: periodRules,
        querystring: AnalyticsQuerySchema,
        response: { 200: KitchenAnalyticsSchema, 400: ErrorBodySchema },
      },
    },
    // Sent as kept: serialized by this route's own schema once per period and snapshot (0051).
    async (request, reply) => {
      const clock = { now: request.now(), timeZone };
      const body = await kitchenAnalytics(app.db, request.query, clock, (answer) =>
        String(reply.serialize(answer)),
      );
      return sendKeptBody(request, reply, body);
    },
  );

  app.get(
    '/analytics/me',
    {
      config: {
        access: 'signed-in',
        loginMessage: {
          en: 'Please sign in to see your meal analytics.',
          bn: 'আপনার খাবারের বিশ্লেষণ দেখতে সাইন ইন করুন।',
        },
      },
      schema: {
        tags: ['analytics'],
        summary: "The caller's own meal analytics for a period (Platinum members)",
        description: `${periodRules} Anyone without the Platinum badge is refused with 403 PLATINUM_ONLY.`,
        querystring: AnalyticsQuerySchema,
        response: { 200: MyAnalyticsSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const clock = { now: request.now(), timeZone };
      const body = await myAnalytics(
        app.db,
        signedInCaller(request),
        request.query,
        clock,
        (answer) => String(reply.serialize(answer)),
      );
      return sendKeptBody(request, reply, body);
    },
  );
};
