import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { adminMealRoutes } from './modules/admin-meals/routes';
import { adminRoutes } from './modules/admin/routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { mealLikeRoutes } from './modules/meal-likes/routes';
import { mealRequestRoutes } from './modules/meal-requests/routes';
import { mealRoutes } from './modules/meals/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { upcomingMealRoutes } from './modules/upcoming-meals/routes';
import { userRoutes } from './modules/users/routes';

/** Every API module, mounted under /api; each of their routes declares who may call it. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', app.routeAccess.declare);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(adminRoutes);
  await app.register(adminMealRoutes);
  await app.register(mealRoutes);
  await app.register(mealLikeRoutes);
  await app.register(reviewRoutes);
  await app.register(mealRequestRoutes);
  await app.register(upcomingMealRoutes);
  await app.register(imageRoutes);
  await app.register(paymentRoutes);
  await app.register(notificationRoutes);
};
