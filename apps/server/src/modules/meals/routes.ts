import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  MealDetailsSchema,
  MealIdParamsSchema,
  MealListQuerySchema,
  MealSchema,
} from '@messmate/shared';
import { callerOf } from '../../access/caller-lookup';
import { sendKeptBody } from '../../plugins/kept-body-reply';
import { getPublicMealDetails, likedByViewer, listMealsAnswer, withViewerLike } from './service';

export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meals'],
        summary: 'Lists meals: search, filter by category and price, sort and page',
        description:
          'limit=0 (the default) returns every match up to the server cap. Prices are in taka.',
        querystring: MealListQuerySchema,
        response: { 200: z.array(MealSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The list is the same for every caller: one answer per query serves a mealtime rush.
      const body = await app.publicAnswers.answer(JSON.stringify(request.query), () =>
        listMealsAnswer(app.db, request.query, (list) => String(reply.serialize(list))),
      );
      return sendKeptBody(request, reply, body);
    },
  );

  app.get(
    '/meals/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meals'],
        summary: 'One meal with its reviews (Platinum members first, then newest)',
        params: MealIdParamsSchema,
        response: { 200: MealDetailsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Meal and reviews are the same for everyone: one kept answer, plus the viewer's like, kept
      // per person. The like is read once the meal is known to exist: a missing meal's is not kept.
      const [body, viewer] = await Promise.all([
        app.publicAnswers.answer(`meal:${id}`, async () =>
          String(reply.serialize(await getPublicMealDetails(app.db, id))),
        ),
        callerOf(request),
      ]);
      const liked = await likedByViewer(app.db, app.personAnswers, id, viewer?.id);
      return sendKeptBody(request, reply, withViewerLike(body, liked));
    },
  );
};
