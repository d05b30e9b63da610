import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LikeMealBodySchema,
  LikeMealResultSchema,
  MealIdParamsSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { setMealLike } from './service';
import { WORDS } from '@messmate/shared/server-wordings';

const access = { access: 'signed-in', loginMessage: WORDS.messages.likeLoginRequired } as const;

export const mealLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/meals/:id',
    {
      config: access,
      schema: {
        tags: ['meals'],
        summary: "Adds the caller's like to the meal (once)",
        description:
          'One like per resident: a repeat leaves the meal liked and answers the same count. ' +
          'Any `likes` number in the body is ignored: the server counts. ' +
          'To take the like back, send `DELETE /api/meals/{id}/like`.',
        params: MealIdParamsSchema,
        body: LikeMealBodySchema,
        response: { 200: LikeMealResultSchema, 404: ErrorBodySchema },
      },
    },
    (request) => setMealLike(app.db, request.params.id, signedInCaller(request).id, true),
  );

  app.delete(
    '/meals/:id/like',
    {
      config: access,
      schema: {
        tags: ['meals'],
        summary: "Takes the caller's like back",
        description: 'A meal the caller does not like stays as it is (modifiedCount 0).',
        params: MealIdParamsSchema,
        response: { 200: LikeMealResultSchema, 404: ErrorBodySchema },
      },
    },
    (request) => setMealLike(app.db, request.params.id, signedInCaller(request).id, false),
  );
};
