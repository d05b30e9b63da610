import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpcomingMealSchema } from '@messmate/shared';
import { listUpcomingMeals } from './service';

export const upcomingMealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming-meals',
    {
      schema: {
        tags: ['upcoming meals'],
        summary: 'Lists upcoming meals, most liked first, then newest',
        description:
          "likedBy holds only the caller's own email (when they liked it), or every liker's for admins.",
        response: { 200: z.array(UpcomingMealSchema) },
      },
    },
    // The signed-in viewer is wired in with accounts; until then everyone is a visitor here.
    () => listUpcomingMeals(app.db, null),
  );
};
