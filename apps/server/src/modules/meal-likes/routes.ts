import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LikeMealBodySchema,
  LikeMealResultSchema,
  MealIdParamsSchema,
  MESSAGES,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { setMealLike } from './service';

export const mealLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/meals/:id',
    {
      config: { access: 'signed-in', loginMessage: MESSAGES.likeLoginRequired },
      schema: {
        tags: ['meals'],
        summary: "Likes the meal for the caller, or takes the caller's like back",
        description:
          'One like per resident. Any `likes` number in the body is ignored: the server counts. ' +
          'Send `liked: true` or `false` to set the like rather than toggle it.',
        params: MealIdParamsSchema,
        body: LikeMealBodySchema,
        response: { 200: LikeMealResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) =>
      setMealLike(app.db, request.params.id, signedInCaller(request).id, request.body?.liked),
  );
};
