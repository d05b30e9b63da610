import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MarkNotificationsReadBodySchema,
  MarkReadResultSchema,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  UnreadCountSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { listNotifications, markAllRead, markOneRead, markSomeRead, unreadCount } from './service';

const tags = ['notifications'];
const errors = { 400: ErrorBodySchema };

/** The signed-in user's own notifications: read them, count them, mark them read. */
export const notificationRestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's notifications, newest first, a page at a time",
        description:
          "Pass the answer's nextCursor as ?cursor= for the next, older page (null on the last).",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema, ...errors },
      },
    },
    (request) => listNotifications(app.db, signedInCaller(request).id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => ({ count: await unreadCount(app.db, app.personAnswers, signedInCaller(request).id) }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Marks one of the caller's notifications read (anyone else's: 404)",
        params: NotificationIdParamsSchema,
        response: { 200: MarkReadResultSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    (request) => markOneRead(app.db, signedInCaller(request).id, request.params.id),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Marks the listed notifications read (those shown when the bell opens)',
        description: "Ids that are not the caller's are ignored.",
        body: MarkNotificationsReadBodySchema,
        response: { 200: MarkReadResultSchema, ...errors },
      },
    },
    (request) => markSomeRead(app.db, signedInCaller(request).id, request.body.ids),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Marks all of the caller's notifications read",
        response: { 200: MarkReadResultSchema },
      },
    },
    (request) => markAllRead(app.db, signedInCaller(request).id),
  );
};
