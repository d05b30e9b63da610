import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './modules/health/routes';

/** Every API module, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
