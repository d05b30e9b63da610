import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, MealIdParamsSchema, MESSAGES, MyMealDaySchema } from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { myMealDay } from './day-state';

export const mealDayStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;
  app.get(
    '/meals/:id/mine',
    {
      config: { access: 'signed-in', loginMessage: MESSAGES.requestLoginRequired },
      schema: {
        tags: ['meal requests'],
        summary: "The caller's like, today's request of this meal and the requests left today",
        description:
          `Days are calendar days in ${timeZone}. requestBlocked says why Request Meal would be ` +
          'refused now (no membership, or the daily limit reached), in the words the refusal uses.',
        params: MealIdParamsSchema,
        response: {
          200: MyMealDaySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    (request) =>
      myMealDay(app.db, signedInCaller(request).id, request.params.id, {
        timeZone,
        now: new Date(),
      }),
  );
};
