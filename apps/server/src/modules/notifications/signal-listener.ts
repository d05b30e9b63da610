import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { postgresListener } from './postgres-listener';

export interface SignalHandlers {
  /** A payload arrived on one of the channels listened to. */
  onSignal(channel: string, payload: string): void;
  /** The channel was lost and is back: signals may have been missed. */
  onResync(): void;
}

export interface SignalListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Listens on the channels: PGlite in this process, or one PostgreSQL connection for all of them. */
export function createSignalListener(
  database: DatabaseHandle,
  channels: readonly string[],
  handlers: SignalHandlers,
  log: FastifyBaseLogger,
): SignalListener {
  if (database.pool) return postgresListener(database.pool, channels, handlers, log);
  const { pglite } = database;
  if (!pglite) throw new Error('The database handle has neither a pool nor PGlite');
  let unlisten: (() => Promise<void>)[] = [];
  return {
    async start() {
      unlisten = await Promise.all(
        channels.map((channel) =>
          pglite.listen(channel, (payload) => handlers.onSignal(channel, payload)),
        ),
      );
    },
    async stop() {
      if (pglite.closed) return;
      await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}
