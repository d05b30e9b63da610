import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, WebhookResultSchema } from '@messmate/shared';
import { HttpError, notFound } from '../../lib/http-error';
import { fulfilFromWebhook, type Provider } from './service';

/**
 * Stripe's webhook. Its own plugin so that JSON stays unparsed here: the signature is
 * computed over the exact bytes Stripe sent.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ provider: Provider }> = async (
  app,
  { provider },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      // Stripe calls it without a session: the signature over the body says it is Stripe.
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook: payment_intent.succeeded records the payment as POST /payments would',
        description:
          'Verified with STRIPE_WEBHOOK_SECRET over the raw body; a bad signature answers 400.',
        response: { 200: WebhookResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      if (provider.kind !== 'stripe')
        throw notFound(
          { en: 'Stripe is not configured on this server.', bn: 'এই সার্ভারে Stripe চালু নেই।' },
          'STRIPE_OFF',
        );
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = provider.verifyWebhook(
        rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
        try {
          await fulfilFromWebhook(app.db, provider, event.paymentIntentId);
        } catch (error) {
          // A payment that fails our checks will fail them on every retry: log it and let Stripe stop.
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          request.log.warn(
            { paymentIntentId: event.paymentIntentId, reason: error.message },
            'webhook payment not recorded',
          );
        }
      }
      return { received: true as const };
    },
  );
};
