import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';
import { postgresListener } from './postgres-listener';

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** The channel was lost and is back: messages may have been missed. */
  onResync(): void;
}

export interface ChannelListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

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
