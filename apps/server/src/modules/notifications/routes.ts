import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIMING } from './event-stream';
import { createLiveUpdates } from './live-updates';
import { notificationRestRoutes } from './rest-routes';
import { notificationStreamRoute } from './stream-route';

/**
 * /api/notifications and its live side: this instance LISTENs on the notification and session
 * channels from ready until close, and its open streams end before the server stops accepting,
 * so app.close() never waits on a browser that is still connected.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const limits = {
    perAddress: app.env.EVENT_STREAMS_PER_ADDRESS_MAX,
    total: app.env.EVENT_STREAMS_MAX,
  };
  const live = createLiveUpdates(app.database, limits, app.log);
  app.eventStreamGauge.count = () => live.hub.connectedCount;
  app.addHook('onReady', () => live.start());
  app.addHook('preClose', async () => live.closeStreams());
  app.addHook('onClose', () => live.stop());

  await app.register(notificationRestRoutes);
  await app.register(notificationStreamRoute, { hub: live.hub, timing: DEFAULT_TIMING });
};
