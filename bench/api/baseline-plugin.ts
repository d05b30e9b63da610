import type { FastifyInstance } from 'fastify';

interface StoredResponse {
  contentType: string;
  body: Buffer;
}

/**
 * The bench's yardstick, registered only by bench/api/server.ts (never by the app): it answers
 * with bytes stored in memory, through the same hooks (security headers, compression) as
 * every API route, so the gap to it is what the route's own work costs.
 */
export async function baselinePlugin(app: FastifyInstance): Promise<void> {
  const stored = new Map<string, StoredResponse>();

  app.put<{ Params: { name: string }; Body: { contentType: string; base64: string } }>(
    '/__bench/baseline/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { contentType, base64 } = request.body;
      stored.set(request.params.name, { contentType, body: Buffer.from(base64, 'base64') });
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { name: string } }>(
    '/__bench/baseline/:name',
    { schema: { hide: true } },
    (request, reply) => {
      const response = stored.get(request.params.name);
      if (!response) return reply.status(404).send();
      return reply.type(response.contentType).send(response.body);
    },
  );
}
