import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  idOf,
  NOTIFICATION_STREAM_EVENTS,
  type NotificationEvent,
} from '@messmate/shared';
import { requestSession } from '../../auth/request-session';
import { HttpError, unauthorized } from '../../lib/http-error';
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

function refused(reason: 'address' | 'total'): HttpError {
  return reason === 'address'
    ? new HttpError(429, 'TOO_MANY_STREAMS', {
        en: 'Too many live connections from this network. Notifications will refresh every little while instead.',
        bn: 'এই নেটওয়ার্ক থেকে অনেক বেশি সরাসরি সংযোগ। এর বদলে নোটিফিকেশন কিছুক্ষণ পরপর হালনাগাদ হবে।',
      })
    : new HttpError(503, 'SERVER_BUSY', {
        en: 'The server has too many live connections. Notifications will refresh every little while instead.',
        bn: 'সার্ভারে অনেক বেশি সরাসরি সংযোগ। এর বদলে নোটিফিকেশন কিছুক্ষণ পরপর হালনাগাদ হবে।',
      });
}

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
          'was missed. An admin’s stream also carries `event: board` with `{"date","sitting"}` whenever ' +
          'a resident changes their place on the mess board. The stream ends after 15 minutes, or at once when its session ends ' +
          '(sign-out, revocation); EventSource reconnects by itself. Open streams are capped per ' +
          'client address (429) and per server (503).',
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Everything that can fail runs before the response is taken over, so the one error
      // handler still answers it.
      const session = await requestSession(request);
      if (!session) throw unauthorized();
      const { userId } = session;
      const lastSeen = LastEventIdSchema.parse(request.headers['last-event-id']);
      const { missed, unread } = await streamOpening(app.db, userId, lastSeen);
      // Checked after the last await, so streams opening at the same moment cannot all slip in.
      const reason = hub.refusal(request.ip);
      if (reason) throw refused(reason);

      reply.hijack();
      const stream = new EventStream(
        {
          userId,
          sessionTokenHash: session.tokenHash,
          address: request.ip,
          // Admins also hear `event: board` (a resident changed the board): the kitchen refetches.
          kitchen: request.caller?.role === 'admin',
        },
        request.raw,
        reply.raw,
        timing,
      );
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
