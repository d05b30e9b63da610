import type { FastifyBaseLogger } from 'fastify';
import { SESSION_CHANNEL } from '../../auth/session-signal';
import { listenOnChannels } from '../../db/channel-listener';
import type { DatabaseHandle } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './channel';
import { NotificationHub, type StreamLimits } from './live-hub';

export interface LiveUpdates {
  hub: NotificationHub;
  /** Starts listening on the channels (once the app is ready). */
  start(): Promise<void>;
  /** Ends every open stream, so closing never waits on a connected browser. */
  closeStreams(): void;
  /** Stops listening and waits for deliveries under way (before the database closes). */
  stop(): Promise<void>;
}

/**
 * This instance's streams, fed by every instance's signals: new and read notifications on the
 * notification channel, ended sessions (whose streams close) on the session channel.
 */
export function createLiveUpdates(
  database: DatabaseHandle,
  limits: StreamLimits,
  log: FastifyBaseLogger,
): LiveUpdates {
  const hub = new NotificationHub(database.db, log, limits);
  const listener = listenOnChannels(
    database,
    [NOTIFICATION_CHANNEL, SESSION_CHANNEL],
    {
      onMessage: (channel, payload) =>
        channel === SESSION_CHANNEL ? hub.endSession(payload) : hub.receive(payload),
      onResync: () => hub.resync(),
    },
    log,
  );
  return {
    hub,
    start: () => listener.start(),
    closeStreams: () => hub.closeAll(),
    async stop() {
      await listener.stop();
      await hub.idle();
    },
  };
}
