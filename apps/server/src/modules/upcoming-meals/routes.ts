import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateUpcomingMealBodySchema,
  DeletedResultSchema,
  EditMealBodySchema,
  ErrorBodySchema,
  InsertedResultSchema,
  LikeUpcomingMealBodySchema,
  LikeUpcomingMealResultSchema,
  ModifiedResultSchema,
  UpcomingMealIdParamsSchema,
  UpcomingMealSchema,
} from '@messmate/shared';
import { callerOf } from '../../access/caller-lookup';
import { signedInCaller } from '../../access/route-access';
import { publicUrl } from '../../env';
import { deleteUpcomingMeal, editUpcomingMeal } from './edit';
import { likeUpcomingMeal } from './like';
import { publishUpcomingMeal } from './publish';
import { addUpcomingMeal, listUpcomingMeals } from './service';

export const upcomingMealRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(publicUrl(app.env)).origin;

  app.get(
    '/upcoming-meals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['upcoming meals'],
        summary: 'Lists upcoming meals, most liked first, then newest',
        description:
          "likedBy holds only the caller's own email (when they liked it), or every liker's for admins. " +
          "postedBy is the posting admin's email for admins, 'Anonymous' for everyone else.",
        response: { 200: z.array(UpcomingMealSchema) },
      },
    },
    async (request) => listUpcomingMeals(app.db, await callerOf(request)),
  );

  app.post(
    '/upcoming-meals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['upcoming meals'],
        summary: "Adds an upcoming meal (admins), posted by the admin's email with 0 likes",
        description:
          'The same field rules as POST /api/admin/meals; postedBy and likes are ignored.',
        body: CreateUpcomingMealBodySchema,
        response: { 201: InsertedResultSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = signedInCaller(request);
      const result = await addUpcomingMeal(app.db, admin, request.body, publicOrigin);
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/upcoming-meals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['upcoming meals'],
        summary: 'Edits an upcoming meal (admins): every field as when adding; its likes stay',
        params: UpcomingMealIdParamsSchema,
        body: EditMealBodySchema,
        response: { 200: ModifiedResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => editUpcomingMeal(app.db, request.params.id, request.body, publicOrigin),
  );

  app.delete(
    '/upcoming-meals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['upcoming meals'],
        summary: 'Deletes an upcoming meal (admins) with its likes; it never reaches the menu',
        params: UpcomingMealIdParamsSchema,
        response: { 200: DeletedResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => deleteUpcomingMeal(app.db, request.params.id),
  );

  app.post(
    '/upcoming-meals/publish/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['upcoming meals'],
        summary:
          'Publishes an upcoming meal (admins): it becomes a meal with its likes, in one step',
        description:
          'The publishing admin is the distributor; the upcoming meal leaves the list. ' +
          'Publishing it again answers 404. insertedId is the new meal id.',
        params: UpcomingMealIdParamsSchema,
        response: { 200: InsertedResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => publishUpcomingMeal(app.db, signedInCaller(request), request.params.id),
  );

  app.patch(
    '/upcoming-meals/like/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['upcoming meals'],
        summary: 'Likes an upcoming meal: Silver, Gold and Platinum members, once each',
        description:
          'The signed-in user likes it (a body email is ignored). A refusal carries its text in `error`.',
        params: UpcomingMealIdParamsSchema,
        body: LikeUpcomingMealBodySchema,
        response: {
          200: LikeUpcomingMealResultSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) => likeUpcomingMeal(app.db, signedInCaller(request), request.params.id),
  );
};
