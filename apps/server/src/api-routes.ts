import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { adminRoutes } from './modules/admin/routes';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';

/** Every API module, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(adminRoutes);
};
