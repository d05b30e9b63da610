import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { observeQueries } from '../db/query-timing';
import { errorBody } from './error-handler';
import { createServerMetrics, type ServerMetrics } from './metrics-registry';

/** Where the notification module reports how many event streams are open here. */
export interface EventStreamGauge {
  count: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventStreamGauge: EventStreamGauge;
    /** Undefined while metrics are off (no METRICS_TOKEN). */
    serverMetrics: ServerMetrics | undefined;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function sentToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function refuse(reply: FastifyReply, status: 401 | 404, message: string) {
  if (status === 401) void reply.header('www-authenticate', 'Bearer realm="metrics"');
  return reply
    .status(status)
    .send(errorBody(status, status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND', message));
}

/** Measures requests and database time once METRICS_TOKEN is set; before every route. */
export const metrics = fp(async (app) => {
  const gauge: EventStreamGauge = { count: () => 0 };
  app.decorate('eventStreamGauge', gauge);
  app.decorate('serverMetrics', undefined);
  if (!app.env.METRICS_TOKEN) return;
  const server = createServerMetrics({
    openEventStreams: () => gauge.count(),
    backups: () => app.backups,
  });
  app.serverMetrics = server;
  const stopTiming = observeQueries(app.database, (seconds) =>
    server.queryDuration.observe(seconds),
  );
  app.addHook('onClose', async () => stopTiming());
  app.addHook('onResponse', async (request, reply) => {
    server.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
});

/**
 * GET /metrics in Prometheus' text format, for the monitoring system only: without METRICS_TOKEN
 * it is off (404, and nothing is measured); with it, a request must send that token as a bearer
 * token (401 otherwise). Decision record 0023.
 */
export const metricsRoute = fp(async (app) => {
  const token = app.env.METRICS_TOKEN;
  const expected = digest(token ?? '');
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const server = app.serverMetrics;
    if (!token || !server) {
      return refuse(reply, 404, 'Metrics are off: set METRICS_TOKEN to turn them on.');
    }
    const sent = sentToken(request);
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      return refuse(
        reply,
        401,
        'Send the metrics token as a bearer token (Authorization: Bearer …).',
      );
    }
    return reply
      .header('content-type', server.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await server.registry.metrics());
  });
});
