import type { FastifyBaseLogger } from 'fastify';
import { listenOnChannel } from '../../db/channel-listener';
import type { DatabaseHandle } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './channel';
import { NotificationHub } from './live-hub';

export interface LiveUpdates {
  hub: NotificationHub;
  /** Starts listening on the channel (once the app is ready). */
  start(): Promise<void>;
  /** Ends every open stream, so closing never waits on a connected browser. */
  closeStreams(): void;
  /** Stops listening and waits for deliveries under way (before the database closes). */
  stop(): Promise<void>;
}

/** This instance's streams, fed by every instance's signals on the notification channel. */
export function createLiveUpdates(database: DatabaseHandle, log: FastifyBaseLogger): LiveUpdates {
  const hub = new NotificationHub(database.db, log);
  const listener = listenOnChannel(
    database,
    NOTIFICATION_CHANNEL,
    { onMessage: (payload) => hub.receive(payload), onResync: () => hub.resync() },
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
