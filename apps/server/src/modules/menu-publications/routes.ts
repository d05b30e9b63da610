import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  PublishWeekBodySchema,
  PublishWeekResultSchema,
  WeekPublicationQuerySchema,
  WeekPublicationSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { getWeekPublication, publishWeek } from './service';

const tags = ['mess board'];

/** The week's menu published to the residents (admins), and when it last was. */
export const menuPublicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;

  app.get(
    '/menu/publication',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "When the week's menu was last published, by whom, and whether it changed since",
        querystring: WeekPublicationQuerySchema,
        response: { 200: WeekPublicationSchema, 400: ErrorBodySchema },
      },
    },
    (request) => getWeekPublication(app.db, request.query.from, { timeZone }),
  );

  app.post(
    '/menu/publish',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Publishes a week's menu (admins): every resident is told in the bell and by push",
        description:
          '`from` is the Monday of the week (Monday to Sunday). 201 for a new publication; 200 ' +
          'when this plan was already published (a second click): nobody is told again. A plan ' +
          'changed since is published again. 409 when nothing is planned that week, or it is over.',
        body: PublishWeekBodySchema,
        response: {
          200: PublishWeekResultSchema,
          201: PublishWeekResultSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await publishWeek(
        app.db,
        app.push,
        signedInCaller(request),
        request.body.from,
        {
          now: request.now(),
          timeZone,
        },
      );
      reply.code(result.alreadyPublished ? 200 : 201);
      return result;
    },
  );
};
