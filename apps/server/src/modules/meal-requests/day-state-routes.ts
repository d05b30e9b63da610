import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, MealIdParamsSchema, MyMealDaySchema } from '@messmate/shared';
import { readerLanguage } from '../../access/reader-language';
import { signedInCaller } from '../../access/route-access';
import { myMealDay } from './day-state';
import { WORDS } from '@messmate/shared/server-wordings';

export const mealDayStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;
  app.get(
    '/meals/:id/mine',
    {
      config: { access: 'signed-in', loginMessage: WORDS.messages.requestLoginRequired },
      schema: {
        tags: ['meal requests'],
        summary: "The caller's like, today's request of this meal and the requests left today",
        description:
          `Days are calendar days in ${timeZone}. requestBlocked says why Request Meal would be ` +
          'refused now (no membership, or the daily limit reached), in the words the refusal uses, in the reader’s language.',
        params: MealIdParamsSchema,
        response: {
          200: MyMealDaySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      myMealDay(
        app.db,
        app.personAnswers,
        signedInCaller(request).id,
        request.params.id,
        { timeZone, now: new Date() },
        await readerLanguage(request),
      ),
  );
};
