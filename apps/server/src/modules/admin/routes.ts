import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, MealsCountQuerySchema, MealsCountSchema } from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { adminService } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/meals-count',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'How many meals an admin has added (the caller when no email is given)',
        querystring: MealsCountQuerySchema,
        response: { 200: MealsCountSchema, 400: ErrorBodySchema },
      },
    },
    async (request) =>
      adminService.mealsCount(app.db, signedInCaller(request), request.query.email),
  );
};
