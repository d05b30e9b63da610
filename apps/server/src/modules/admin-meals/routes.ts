import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMealBodySchema,
  CreateMealResultSchema,
  DeletedResultSchema,
  EditMealBodySchema,
  EditMealResultSchema,
  ErrorBodySchema,
  MealIdParamsSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { publicUrl } from '../../env';
import { editMeal } from './edit';
import { addMeal, deleteMeal } from './service';

export const adminMealRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(publicUrl(app.env)).origin;

  app.post(
    '/admin/meals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a meal (admins); the signed-in admin is its distributor',
        description:
          'image must be the url POST /api/images returned. ingredients: a list or comma-separated ' +
          'text (trimmed, empties dropped, at least one). price: taka above 0 with at most 2 decimals. ' +
          'distributorName and distributorEmail in the body are ignored.',
        body: CreateMealBodySchema,
        response: { 201: CreateMealResultSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await addMeal(
        app.db,
        signedInCaller(request),
        request.body,
        publicOrigin,
        app.env.TZ_COMMUNITY,
      );
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/admin/meals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Edits a meal (admins): every field as when adding; likes, reviews and rating stay',
        description:
          'The same field rules as POST /api/admin/meals. A new title is shown on its reviews too.',
        params: MealIdParamsSchema,
        body: EditMealBodySchema,
        response: { 200: EditMealResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => editMeal(app.db, request.params.id, request.body, publicOrigin),
  );

  app.delete(
    '/meals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Deletes a meal (admins); its reviews stay as '[Deleted]', its requests keep its title",
        params: MealIdParamsSchema,
        description:
          'Refused with 409 while the meal is on a menu not yet served (the message names the ' +
          'date and sitting); a past menu keeps its title.',
        response: {
          200: DeletedResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) => deleteMeal(app.db, request.params.id, request.now()),
  );
};
