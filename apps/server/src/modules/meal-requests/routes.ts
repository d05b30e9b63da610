import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelMealRequestResultSchema,
  CreateMealRequestBodySchema,
  CreateMealRequestResultSchema,
  ErrorBodySchema,
  MealRequestIdParamsSchema,
  MealRequestListQuerySchema,
  MealRequestSchema,
  ServeMealRequestResultSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { assertTimeZone } from '../../lib/community-day';
import {
  cancelMealRequest,
  createMealRequest,
  listMealRequests,
  serveMealRequest,
} from './service';
import { WORDS } from '@messmate/shared/server-wordings';
import { MY_REQUESTS_ANSWER } from '../person-answers/answer-keys';
import { answerOwnListKept, ownListKey } from '../person-answers/own-lists';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

export const mealRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;
  assertTimeZone(timeZone);

  app.post(
    '/serve-meals',
    {
      config: { access: 'signed-in', loginMessage: WORDS.messages.requestLoginRequired },
      schema: {
        tags: ['meal requests'],
        summary: 'Requests a meal: Silver 3 a day, Gold 5, Platinum unlimited',
        description:
          `Days are calendar days in ${timeZone}. Needs a Silver, Gold or Platinum badge (403). ` +
          'Over the daily limit: 429 naming the limit and when it resets. Only mealId is read: ' +
          'the title, name, email and status come from the meal and the session.',
        body: CreateMealRequestBodySchema,
        response: {
          201: CreateMealRequestResultSchema,
          ...errors,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request);
      const clock = { timeZone, now: new Date() };
      return reply.status(201).send(await createMealRequest(app.db, caller, request.body, clock));
    },
  );

  app.get(
    '/serve-meals',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['meal requests'],
        summary:
          "Meal requests, newest first: one resident's (?email=, own unless admin) or all (admin)",
        description: 'Admins may narrow with ?search= (name, email or meal title) and ?status=.',
        querystring: MealRequestListQuerySchema,
        response: { 200: z.array(MealRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request);
      const own = ownListKey(caller, MY_REQUESTS_ANSWER, request.query);
      return answerOwnListKept(app.personAnswers, reply, own, () =>
        listMealRequests(app.db, caller, request.query),
      );
    },
  );

  app.patch(
    '/serve-meals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['meal requests', 'admin'],
        summary: 'Serves a pending request (once), recording the admin and the time',
        params: MealRequestIdParamsSchema,
        response: {
          200: ServeMealRequestResultSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) =>
      serveMealRequest(app.db, signedInCaller(request), request.params.id, new Date(), app.push),
  );

  app.delete(
    '/serve-meals/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['meal requests'],
        summary: "Cancels the caller's own request while it is pending",
        params: MealRequestIdParamsSchema,
        response: {
          200: CancelMealRequestResultSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) => cancelMealRequest(app.db, signedInCaller(request), request.params.id),
  );
};
