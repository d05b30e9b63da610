import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  LikeMealBodySchema,
  LikeMealResultSchema,
  MESSAGES,
} from '@messmate/shared';
import { signedInUser } from '../../auth/guards';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { requireSignIn } from '../../lib/require-sign-in';
import { setMealLike } from './service';

const MealParamsSchema = z.object({ id: z.string().describe('The meal id (a UUID)') });

export const mealLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/meals/:id',
    {
      preValidation: requireSignIn(MESSAGES.likeLoginRequired),
      schema: {
        tags: ['meals'],
        summary: "Likes the meal for the caller, or takes the caller's like back",
        description:
          'One like per resident. Any `likes` number in the body is ignored: the server counts. ' +
          'Send `liked: true` or `false` to set the like rather than toggle it.',
        security: SIGNED_IN_SECURITY,
        params: MealParamsSchema,
        body: LikeMealBodySchema,
        response: { 200: LikeMealResultSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) =>
      setMealLike(app.db, request.params.id, signedInUser(request).id, request.body?.liked),
  );
};
