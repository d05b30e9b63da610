import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedResultSchema,
  ErrorBodySchema,
  PushPublicKeySchema,
  PushSubscribedSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { pushPublicKey, subscribeToPush, unsubscribeFromPush } from './service';

const tags = ['push'];
const loginMessage = {
  en: 'Sign in to get notifications on this device.',
  bn: 'এই ডিভাইসে নোটিফিকেশন পেতে সাইন ইন করুন।',
};

/** Web Push: the key browsers subscribe with, and the caller's own subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/public-key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The server's VAPID public key, a browser's applicationServerKey",
        response: { 200: PushPublicKeySchema },
      },
    },
    () => pushPublicKey(app.db),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: 'signed-in', loginMessage },
      schema: {
        tags,
        summary: "Opts this browser in to the caller's pushes (PushSubscription.toJSON())",
        description: 'The same endpoint again replaces its keys, and its owner, with the caller.',
        body: PushSubscriptionBodySchema,
        response: { 201: PushSubscribedSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return subscribeToPush(app.db, signedInCaller(request), request.body);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { access: 'signed-in', loginMessage },
      schema: {
        tags,
        summary: "Opts a browser out: deletes the caller's subscription with this endpoint",
        description: "Another person's endpoint is left alone (deletedCount 0).",
        body: PushUnsubscribeBodySchema,
        response: { 200: DeletedResultSchema, 400: ErrorBodySchema },
      },
    },
    (request) => unsubscribeFromPush(app.db, signedInCaller(request), request.body.endpoint),
  );
};
