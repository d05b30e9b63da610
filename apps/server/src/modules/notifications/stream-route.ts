import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf, NOTIFICATION_STREAM_EVENTS, type NotificationEvent } from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { EventStream, type EventStreamTiming } from './event-stream';
import type { NotificationHub } from './live-hub';
import { toNotification } from './present';
import { streamOpening } from './service';

export interface StreamRouteOptions {
  hub: NotificationHub;
  timing: EventStreamTiming;
}

// The browser sends back the id of the last event it got; anything else is no id at all.
const LastEventIdSchema = z
  .preprocess(
    (header) => (Array.isArray(header) ? header[0] : header),
    idOf('notification').optional(),
  )
  .catch(undefined);

export const notificationStreamRoute: FastifyPluginAsyncZod<StreamRouteOptions> = async (
  app,
  { hub, timing },
) => {
  app.get(
    '/notifications/stream',
    {
      config: { access: 'signed-in' },
      // A compressed stream would sit in the compressor's buffer instead of reaching the browser.
      compress: false,
      schema: {
        tags: ['notifications'],
        summary: "Live stream of the caller's notifications (server-sent events)",
        description:
          'text/event-stream. First `event: unread` with `{"count":n}`; then `event: notification` ' +
          'with `{"notification":{…},"unread":n}` (its `id:` is the notification id) for each new ' +
          'notification of the caller only, and `event: unread` when the count changes otherwise. ' +
          'A comment line every ~25 s keeps the connection open; `retry:` tells the browser how ' +
          'long to wait before reconnecting. On reconnect, a Last-Event-ID header replays what ' +
          'was missed. The stream ends after 15 minutes; EventSource reconnects by itself.',
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = signedInCaller(request).id;
      // Everything that can fail runs before the response is taken over, so the one error
      // handler still answers it.
      const lastSeen = LastEventIdSchema.parse(request.headers['last-event-id']);
      const { missed, unread } = await streamOpening(app.db, userId, lastSeen);

      reply.hijack();
      const stream = new EventStream(userId, request.raw, reply.raw, timing);
      stream.open();
      stream.onClose(hub.add(stream));
      stream.send(NOTIFICATION_STREAM_EVENTS.unread, { count: unread });
      for (const row of missed) {
        const event: NotificationEvent = { notification: toNotification(row), unread };
        stream.send(NOTIFICATION_STREAM_EVENTS.notification, event, row.id);
      }
    },
  );
};
