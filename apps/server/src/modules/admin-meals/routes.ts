import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateMealBodySchema,
  CreateMealResultSchema,
  DeletedResultSchema,
  ErrorBodySchema,
} from '@messmate/shared';
import { requireAdmin, signedInUser } from '../../auth/guards';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { publicUrl } from '../../env';
import { addMeal, deleteMeal } from './service';

const MealParamsSchema = z.object({ id: z.string().describe('The meal id (a UUID)') });
const adminErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const adminMealRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(publicUrl(app.env)).origin;

  app.post(
    '/admin/meals',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Adds a meal (admins); the signed-in admin is its distributor',
        description:
          'image must be the url POST /api/images returned. ingredients: a list or comma-separated ' +
          'text (trimmed, empties dropped, at least one). price: taka above 0 with at most 2 decimals. ' +
          'distributorName and distributorEmail in the body are ignored.',
        security: SIGNED_IN_SECURITY,
        body: CreateMealBodySchema,
        response: { 201: CreateMealResultSchema, 400: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const result = await addMeal(
        app.db,
        signedInUser(request),
        request.body,
        publicOrigin,
        app.env.TZ_COMMUNITY,
      );
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/meals/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Deletes a meal (admins); its reviews stay as '[Deleted]', its requests keep its title",
        security: SIGNED_IN_SECURITY,
        params: MealParamsSchema,
        response: { 200: DeletedResultSchema, ...adminErrors, 404: ErrorBodySchema },
      },
    },
    (request) => deleteMeal(app.db, request.params.id),
  );
};
