import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIMING } from './event-stream';
import { NotificationHub } from './live-hub';
import { notificationRestRoutes } from './routes';
import { createSignalListener } from './signal-listener';
import { notificationStreamRoute } from './stream-route';

/**
 * /api/notifications and its live side: this instance LISTENs on the channel from ready
 * until close, and its open streams end before the server stops accepting, so app.close()
 * never waits on a browser that is still connected.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const hub = new NotificationHub(app.db, app.log);
  const listener = createSignalListener(
    app.database,
    { onSignal: (payload) => hub.receive(payload), onResync: () => hub.resync() },
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
