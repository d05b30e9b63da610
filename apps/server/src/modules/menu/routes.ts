import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOARD_RANGE_MAX_DAYS,
  DateRangeQuerySchema,
  DateSittingParamsSchema,
  ErrorBodySchema,
  MenuSchema,
  MenuSittingSchema,
  PutMenuSittingBodySchema,
} from '@messmate/shared';
import { callerOf } from '../../access/caller-lookup';
import { signedInCaller } from '../../access/route-access';
import { resolveDateRange } from '../../lib/date-range';
import { getMenu, planSitting } from './service';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;

  app.get(
    '/menu',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mess board'],
        summary: 'The planned sittings of each day, with dishes, times and cut-offs',
        description:
          `Dates are YYYY-MM-DD in ${timeZone}; default from today to today+6; at most ` +
          `${BOARD_RANGE_MAX_DAYS} days. eating (the caller's own place on the board) only for a signed-in resident.`,
        querystring: DateRangeQuerySchema,
        response: { 200: MenuSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const now = request.now();
      const range = resolveDateRange(request.query, now, timeZone);
      return getMenu(app.db, range, await callerOf(request), { now, timeZone });
    },
  );

  app.put(
    '/menu/:date/:sitting',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mess board'],
        summary: "Plans a sitting's dishes and note (admins); an empty list takes it off the menu",
        description:
          'Refused with 409 once the sitting is past its cut-off. Unknown meal ids are a 400.',
        params: DateSittingParamsSchema,
        body: PutMenuSittingBodySchema,
        response: { 200: MenuSittingSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    (request) =>
      planSitting(app.db, signedInCaller(request), request.params, request.body, {
        now: request.now(),
        timeZone,
      }),
  );
};
