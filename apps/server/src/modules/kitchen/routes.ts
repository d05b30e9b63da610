import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DateSittingParamsSchema,
  ErrorBodySchema,
  HeadcountQuerySchema,
  HeadcountSchema,
  LeftoversBodySchema,
  SavedLeftoversSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { communityDay } from '../../lib/community-day';
import { getHeadcount, recordLeftovers } from './service';

export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;

  app.get(
    '/kitchen/headcount',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mess board'],
        summary: "A day's sittings for the cook: eating, away, requests, suggested portions",
        description:
          'Default today. eating is final from the cut-off on. requests: that day’s requests for ' +
          "meals of the sitting's category. The admin's event stream carries `event: board` when it changes.",
        querystring: HeadcountQuerySchema,
        response: { 200: HeadcountSchema, 400: ErrorBodySchema },
      },
    },
    (request) => {
      const now = request.now();
      const date = request.query.date ?? communityDay(now, timeZone);
      return getHeadcount(app.db, date, { now, timeZone });
    },
  );

  app.put(
    '/kitchen/leftovers/:date/:sitting',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mess board'],
        summary: 'Records portions cooked and left for a planned sitting, once it has started',
        description: 'Whole numbers from 0, left at most cooked; 409 before the sitting starts.',
        params: DateSittingParamsSchema,
        body: LeftoversBodySchema,
        response: {
          200: SavedLeftoversSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) =>
      recordLeftovers(app.db, signedInCaller(request), request.params, request.body, {
        now: request.now(),
        timeZone,
      }),
  );
};
