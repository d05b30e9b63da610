import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmedPaymentIntentSchema,
  ConfirmTestPaymentBodySchema,
  CreatePaymentIntentBodySchema,
  ErrorBodySchema,
  PaymentConfigSchema,
  PaymentIntentSchema,
  PaymentListQuerySchema,
  PaymentSchema,
  SavePaymentBodySchema,
  SavePaymentResultSchema,
} from '@messmate/shared';
import { z } from 'zod';
import { signedInCaller } from '../../access/route-access';
import { selectPaymentProvider } from '../../payments/select-provider';
import {
  confirmTestPayment,
  createPaymentIntent,
  listPayments,
  paymentConfig,
  savePayment,
} from './service';
import { paymentWebhookRoutes } from './webhook-routes';

const errors = { 400: ErrorBodySchema };
const IntentParamsSchema = z.object({
  id: z.string().min(1).max(200).describe('The payment intent id (pi_…)'),
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = selectPaymentProvider(app.env, app.db);

  app.get(
    '/payment-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Which card processor is on: Stripe (with its publishable key) or the built-in test processor',
        response: { 200: PaymentConfigSchema },
      },
    },
    () => paymentConfig(provider),
  );

  app.post(
    '/create-payment-intent',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary:
          'Starts a card payment for a plan, priced by the server (amount = price × 100, in BDT)',
        description:
          'Send `plan` (silver, gold or platinum); `amount`, if sent, must equal the price × 100. ' +
          'The spec’s client sends only `amount`, which then picks the plan that costs it. ' +
          'Calling again for the same plan within a day answers the same intent while it still ' +
          'waits for a card; unpaid intents older than that are cancelled and dropped.',
        body: CreatePaymentIntentBodySchema,
        response: {
          200: PaymentIntentSchema,
          ...errors,
          409: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    (request) =>
      createPaymentIntent(app.db, provider, signedInCaller(request), request.body, request.log),
  );

  app.post(
    '/payment-intents/:id/confirm',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary:
          "Test processor only: confirms the caller's intent with a card, answering as Stripe's test mode",
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; …9995 has insufficient funds; ' +
          '…0069 is expired; …0127 has an incorrect CVC. Refused cards answer 402 with Stripe’s message.',
        params: IntentParamsSchema,
        body: ConfirmTestPaymentBodySchema,
        response: {
          200: ConfirmedPaymentIntentSchema,
          ...errors,
          402: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    (request) =>
      confirmTestPayment(provider, signedInCaller(request), request.params.id, request.body),
  );

  app.post(
    '/payments',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: 'Records a succeeded card payment once and raises the badge (never lowers it)',
        description:
          'transactionId is the payment intent id. The server checks with the card processor that it ' +
          "succeeded, is the caller's, and is for this package at its price. Name and email come from the " +
          'session. The same transactionId again answers 200 with the first record.',
        body: SavePaymentBodySchema,
        response: {
          200: SavePaymentResultSchema,
          201: SavePaymentResultSchema,
          ...errors,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await savePayment(app.db, provider, signedInCaller(request), request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/payments',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary:
          "Payment history, newest first: the caller's own, or anyone's for an admin (?email=)",
        querystring: PaymentListQuerySchema,
        response: { 200: z.array(PaymentSchema), ...errors, 403: ErrorBodySchema },
      },
    },
    (request) => listPayments(app.db, signedInCaller(request), request.query),
  );

  await app.register(paymentWebhookRoutes, { provider });
};
