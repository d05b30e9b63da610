import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandlers, ChannelListener } from './channel-handlers';
import type { DatabaseHandle } from './client';
import { postgresListener } from './postgres-listener';

/** LISTENs on the channels: PGlite in this process, or one PostgreSQL connection for all of them. */
export function listenOnChannels(
  database: DatabaseHandle,
  channels: readonly string[],
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): ChannelListener {
  if (database.pool) return postgresListener(database.pool, channels, handlers, log);
  const { pglite } = database;
  if (!pglite) throw new Error('The database handle has neither a pool nor PGlite');
  let unlisten: (() => Promise<void>)[] = [];
  return {
    async start() {
      unlisten = await Promise.all(
        channels.map((channel) =>
          pglite.listen(channel, (payload) => handlers.onMessage(channel, payload)),
        ),
      );
      handlers.onListening?.();
    },
    caughtUp: () => Promise.resolve(),
    async stop() {
      if (pglite.closed) return;
      await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}
