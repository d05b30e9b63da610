import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './service';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  backup: z
    .object({
      schedule: z.enum(['off', 'ok', 'late']).meta({
        description:
          "'off' without BACKUP_DIR; 'late' when the last scheduled backup is older than BACKUP_EVERY_HOURS (plus 15 minutes)",
      }),
      lastBackupAt: z.iso.datetime().nullable(),
    })
    .meta({ description: 'Scheduled backups of this instance' }),
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
      const backup = app.backups.status();
      if (check.reachable) {
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          databaseKind: app.database.kind,
          backup,
        };
      }
      request.log.error({ err: check.error }, 'health check: database unreachable');
      return reply.status(503).send({
        status: 'degraded',
        database: 'unreachable',
        databaseKind: app.database.kind,
        backup,
      });
    },
  );
};
