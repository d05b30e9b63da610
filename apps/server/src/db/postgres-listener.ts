import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ChannelHandlers, ChannelListener } from './channel-handlers';

const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;
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
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): ChannelListener {
  // LISTEN takes a name, not a parameter: only plain ones, as the code names its channels.
  const odd = channels.find((channel) => !PLAIN_NAME.test(channel));
  if (odd !== undefined) throw new Error(`'${odd}' is not a plain channel name`);
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;
  let lostOnce = false;
  let sent: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;

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
      handlers.onLost?.();
      if (!stopped) log.warn({ err: error }, 'channel listener lost its connection; reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (channels.includes(message.channel) && message.payload) {
        handlers.onMessage(message.channel, message.payload);
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
    handlers.onListening?.();
    if (lostOnce) handlers.onResync();
  }

  return {
    start: () => connect(),
    caughtUp() {
      // One query at a time on the connection; callers who come before the next one is sent
      // share it. While lost, whoever this feeds keeps nothing, so there is nothing to catch.
      if (waiting) return waiting;
      const next = sent.then(async () => {
        waiting = undefined;
        await client?.query('select 1');
      });
      sent = waiting = next.catch(() => undefined);
      return waiting;
    },
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
