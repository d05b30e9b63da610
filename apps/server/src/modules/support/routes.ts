import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSupportThreadBodySchema,
  ErrorBodySchema,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_THREADS_PER_DAY,
  SupportReplyBodySchema,
  SupportThreadDetailsSchema,
  SupportThreadIdParamsSchema,
  SupportThreadListQuerySchema,
  SupportThreadSchema,
  UpdateSupportThreadBodySchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { publicUrl } from '../../env';
import { assertTimeZone } from '../../lib/community-day';
import { replyToSupportThread, setSupportThreadStatus } from './conversation';
import { getSupportThread, listSupportThreads, openSupportThread } from './service';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const access = {
  access: 'signed-in',
  loginMessage: {
    en: 'Please sign in to contact the kitchen.',
    bn: 'রান্নাঘরের সাথে যোগাযোগ করতে সাইন ইন করুন।',
  },
} as const;

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;
  assertTimeZone(timeZone);
  const publicOrigin = new URL(publicUrl(app.env)).origin;

  app.post(
    '/support/threads',
    {
      config: access,
      schema: {
        tags: ['support'],
        summary: `Opens a support thread (at most ${SUPPORT_THREADS_PER_DAY} a day per resident)`,
        description:
          `Messages are plain text, 1–${SUPPORT_MESSAGE_MAX_LENGTH} characters. Days are calendar ` +
          `days in ${timeZone}; over the limit is 429. priority is 'priority' when the author is ` +
          "Gold or Platinum now. mealId must exist; requestId must be one of the caller's own " +
          '(404 otherwise); imageUrl must be a photo uploaded with POST /api/images.',
        body: CreateSupportThreadBodySchema,
        response: { 201: SupportThreadDetailsSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const thread = await openSupportThread(app.db, signedInCaller(request), request.body, {
        now: new Date(),
        timeZone,
        publicOrigin,
      });
      return reply.status(201).send(thread);
    },
  );

  app.get(
    '/support/threads',
    {
      config: access,
      schema: {
        tags: ['support'],
        summary: "The caller's threads, newest activity first; for an admin every thread",
        description: "An admin's list is ordered priority first, then oldest waiting first.",
        querystring: SupportThreadListQuerySchema,
        response: { 200: z.array(SupportThreadSchema), 400: ErrorBodySchema },
      },
    },
    (request) => listSupportThreads(app.db, signedInCaller(request), request.query),
  );

  app.get(
    '/support/threads/:id',
    {
      config: access,
      schema: {
        tags: ['support'],
        summary: 'One thread with its messages, oldest first (404 unless the author or an admin)',
        params: SupportThreadIdParamsSchema,
        response: { 200: SupportThreadDetailsSchema, ...errors },
      },
    },
    (request) => getSupportThread(app.db, signedInCaller(request), request.params.id),
  );

  app.post(
    '/support/threads/:id/messages',
    {
      config: access,
      schema: {
        tags: ['support'],
        summary:
          "Replies in a thread: an admin's answer marks it answered, the author's reopens it",
        description: 'A closed thread takes no more messages (409).',
        params: SupportThreadIdParamsSchema,
        body: SupportReplyBodySchema,
        response: { 201: SupportThreadDetailsSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { params, body } = request;
      const caller = signedInCaller(request);
      const thread = await replyToSupportThread(
        app.db,
        caller,
        params.id,
        body,
        new Date(),
        app.push,
      );
      return reply.status(201).send(thread);
    },
  );

  app.patch(
    '/support/threads/:id',
    {
      config: access,
      schema: {
        tags: ['support'],
        summary: 'Closes a thread (its author or an admin) or reopens it (admins)',
        params: SupportThreadIdParamsSchema,
        body: UpdateSupportThreadBodySchema,
        response: { 200: SupportThreadDetailsSchema, ...errors, 403: ErrorBodySchema },
      },
    },
    (request) =>
      setSupportThreadStatus(
        app.db,
        signedInCaller(request),
        request.params.id,
        request.body,
        new Date(),
      ),
  );
};
