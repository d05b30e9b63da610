import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateUpcomingMealBodySchema,
  ErrorBodySchema,
  InsertedResultSchema,
  LikeUpcomingMealBodySchema,
  LikeUpcomingMealResultSchema,
  UpcomingMealSchema,
} from '@messmate/shared';
import { loadViewer, requireAdmin, requireUser, signedInUser } from '../../auth/guards';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { publicUrl } from '../../env';
import { likeUpcomingMeal } from './like';
import { publishUpcomingMeal } from './publish';
import { addUpcomingMeal, listUpcomingMeals } from './service';

const UpcomingParamsSchema = z.object({ id: z.string().describe('The upcoming meal id (a UUID)') });
const signedInErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const upcomingMealRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(publicUrl(app.env)).origin;

  app.get(
    '/upcoming-meals',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['upcoming meals'],
        summary: 'Lists upcoming meals, most liked first, then newest',
        description:
          "likedBy holds only the caller's own email (when they liked it), or every liker's for admins. " +
          "postedBy is the posting admin's email for admins, 'Anonymous' for everyone else.",
        response: { 200: z.array(UpcomingMealSchema) },
      },
    },
    (request) => listUpcomingMeals(app.db, request.user ?? null),
  );

  app.post(
    '/upcoming-meals',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['upcoming meals'],
        summary: "Adds an upcoming meal (admins), posted by the admin's email with 0 likes",
        description:
          'The same field rules as POST /api/admin/meals; postedBy and likes are ignored.',
        security: SIGNED_IN_SECURITY,
        body: CreateUpcomingMealBodySchema,
        response: { 201: InsertedResultSchema, 400: ErrorBodySchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const result = await addUpcomingMeal(app.db, admin, request.body, publicOrigin);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/upcoming-meals/publish/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['upcoming meals'],
        summary:
          'Publishes an upcoming meal (admins): it becomes a meal with its likes, in one step',
        description:
          'The publishing admin is the distributor; the upcoming meal leaves the list. ' +
          'Publishing it again answers 404. insertedId is the new meal id.',
        security: SIGNED_IN_SECURITY,
        params: UpcomingParamsSchema,
        response: { 200: InsertedResultSchema, ...signedInErrors, 404: ErrorBodySchema },
      },
    },
    (request) => publishUpcomingMeal(app.db, signedInUser(request), request.params.id),
  );

  app.patch(
    '/upcoming-meals/like/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['upcoming meals'],
        summary: 'Likes an upcoming meal: Silver, Gold and Platinum members, once each',
        description:
          'The signed-in user likes it (a body email is ignored). A refusal carries its text in `error`.',
        security: SIGNED_IN_SECURITY,
        params: UpcomingParamsSchema,
        body: LikeUpcomingMealBodySchema,
        response: {
          200: LikeUpcomingMealResultSchema,
          ...signedInErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) => likeUpcomingMeal(app.db, signedInUser(request), request.params.id),
  );
};
