import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SignalHandlers, SignalListener } from './signal-listener';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * A dedicated connection LISTENing on the channels (a pooled one would be handed to other
 * queries). When it drops, it reconnects with growing pauses and then asks for a resync,
 * since signals sent while it was away are lost.
 */
export function postgresListener(
  pool: pg.Pool,
  channels: readonly string[],
  handlers: SignalHandlers,
  log: FastifyBaseLogger,
): SignalListener {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;
  let lostOnce = false;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...pool.options, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      lostOnce = true;
      if (client === next) client = undefined;
      if (!stopped)
        log.warn({ err: error }, 'notification listener lost its connection; reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (channels.includes(message.channel) && message.payload) {
        handlers.onSignal(message.channel, message.payload);
      }
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    if (lostOnce) handlers.onResync();
  }

  return {
    start: () => connect(),
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
