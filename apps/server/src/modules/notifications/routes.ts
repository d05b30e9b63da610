import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  MarkNotificationsReadBodySchema,
  MarkReadResultSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  UnreadCountSchema,
} from '@messmate/shared';
import { requireUser, signedInUser } from '../../auth/guards';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { listNotifications, markAllRead, markOneRead, markSomeRead, unreadCount } from './service';

const tags = ['notifications'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };
const NotificationParamsSchema = z.object({
  id: z.string().describe('The notification id (a UUID)'),
});

/** The signed-in user's own notifications: read them, count them, mark them read. */
export const notificationRestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, a page at a time",
        description:
          "Pass the answer's nextCursor as ?cursor= for the next, older page (null on the last).",
        security: SIGNED_IN_SECURITY,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema, ...errors },
      },
    },
    (request) => listNotifications(app.db, signedInUser(request).id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        security: SIGNED_IN_SECURITY,
        response: { 200: UnreadCountSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ count: await unreadCount(app.db, signedInUser(request).id) }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: "Marks one of the caller's notifications read (anyone else's: 404)",
        security: SIGNED_IN_SECURITY,
        params: NotificationParamsSchema,
        response: { 200: MarkReadResultSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    (request) => markOneRead(app.db, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Marks the listed notifications read (those shown when the bell opens)',
        description: "Ids that are not the caller's are ignored.",
        security: SIGNED_IN_SECURITY,
        body: MarkNotificationsReadBodySchema,
        response: { 200: MarkReadResultSchema, ...errors },
      },
    },
    (request) => markSomeRead(app.db, signedInUser(request).id, request.body.ids),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: "Marks all of the caller's notifications read",
        security: SIGNED_IN_SECURITY,
        response: { 200: MarkReadResultSchema, 401: ErrorBodySchema },
      },
    },
    (request) => markAllRead(app.db, signedInUser(request).id),
  );
};
