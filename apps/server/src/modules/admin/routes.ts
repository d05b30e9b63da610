import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, MealsCountQuerySchema, MealsCountSchema } from '@messmate/shared';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { requireAdmin, signedInUser } from '../../auth/guards';
import { adminService } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/meals-count',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'How many meals an admin has added (the caller when no email is given)',
        security: SIGNED_IN_SECURITY,
        querystring: MealsCountQuerySchema,
        response: {
          200: MealsCountSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => adminService.mealsCount(app.db, signedInUser(request), request.query.email),
  );
};
