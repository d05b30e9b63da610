import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandlers, ChannelListener } from './channel-handlers';
import type { DatabaseHandle } from './client';
import { postgresListener } from './postgres-listener';

/** LISTENs on a channel: PGlite in this process, or a PostgreSQL connection of its own. */
export function listenOnChannel(
  database: DatabaseHandle,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): ChannelListener {
  if (database.pool) return postgresListener(database.pool, channel, handlers, log);
  const { pglite } = database;
  if (!pglite) throw new Error('The database handle has neither a pool nor PGlite');
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      unlisten = await pglite.listen(channel, (payload) => handlers.onMessage(payload));
    },
    async stop() {
      if (pglite.closed) return;
      await unlisten?.();
    },
  };
}
