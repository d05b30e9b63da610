import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './channel';
import { postgresListener } from './postgres-listener';

export interface SignalHandlers {
  onSignal(payload: string): void;
  /** The channel was lost and is back: signals may have been missed. */
  onResync(): void;
}

export interface SignalListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Listens on the notification channel: PGlite in this process, or a PostgreSQL connection. */
export function createSignalListener(
  database: DatabaseHandle,
  handlers: SignalHandlers,
  log: FastifyBaseLogger,
): SignalListener {
  if (database.pool) return postgresListener(database.pool, handlers, log);
  const { pglite } = database;
  if (!pglite) throw new Error('The database handle has neither a pool nor PGlite');
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      unlisten = await pglite.listen(NOTIFICATION_CHANNEL, (payload) => handlers.onSignal(payload));
    },
    async stop() {
      if (pglite.closed) return;
      await unlisten?.();
    },
  };
}
