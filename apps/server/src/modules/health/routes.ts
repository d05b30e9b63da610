import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './service';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Reports whether the server and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const check = await checkDatabase(app.db);
      if (check.reachable) {
        return { status: 'ok' as const, database: 'ok' as const, databaseKind: app.database.kind };
      }
      request.log.error({ err: check.error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'degraded', database: 'unreachable', databaseKind: app.database.kind });
    },
  );
};
