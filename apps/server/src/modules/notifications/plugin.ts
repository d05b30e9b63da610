import type { FastifyPluginAsync } from 'fastify';
import { SESSION_CHANNEL } from '../../auth/session-signal';
import { NOTIFICATION_CHANNEL } from './channel';
import { DEFAULT_TIMING } from './event-stream';
import { NotificationHub } from './live-hub';
import { notificationRestRoutes } from './routes';
import { createSignalListener } from './signal-listener';
import { notificationStreamRoute } from './stream-route';

/**
 * /api/notifications and its live side: this instance LISTENs on the notification and session
 * channels from ready
 * until close, and its open streams end before the server stops accepting, so app.close()
 * never waits on a browser that is still connected.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const hub = new NotificationHub(app.db, app.log, {
    perAddress: app.env.EVENT_STREAMS_PER_ADDRESS_MAX,
    total: app.env.EVENT_STREAMS_MAX,
  });
  const listener = createSignalListener(
    app.database,
    [NOTIFICATION_CHANNEL, SESSION_CHANNEL],
    {
      onSignal: (channel, payload) =>
        channel === SESSION_CHANNEL ? hub.endSession(payload) : hub.receive(payload),
      onResync: () => hub.resync(),
    },
    app.log,
  );
  app.addHook('onReady', () => listener.start());
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await listener.stop();
    await hub.idle();
  });

  await app.register(notificationRestRoutes);
  await app.register(notificationStreamRoute, { hub, timing: DEFAULT_TIMING });
};
