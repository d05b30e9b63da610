import Stripe from 'stripe';
import type { PaymentIntentStatus } from '@messmate/shared';
import type { Executor } from '../db/client';
import { badRequest, HttpError } from '../lib/http-error';
import { intentStore } from './intent-store';
import type { NewIntent, PaymentProvider, ProviderIntent } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Where Stripe's API answers; only tests point it elsewhere (a fake Stripe). */
  apiBase?: string;
}

/** A webhook event this server acts on: a payment intent that has succeeded. */
export interface StripeWebhookEvent {
  type: string;
  paymentIntentId: string | null;
}

export interface StripeProvider extends PaymentProvider {
  readonly kind: 'stripe';
  readonly publishableKey: string;
  /** Checks the signature over the raw body; throws a 400 when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeWebhookEvent;
}

function connection(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentStatus,
    amountPoisha: intent.amount,
    currency: intent.currency,
    userId: intent.metadata.userId ?? null,
    plan: intent.metadata.plan ?? null,
  };
}

// States from which Stripe lets an intent be cancelled before any money moved.
const CANCELLABLE = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

const unreachable = () =>
  new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', {
    en: 'The card processor could not be reached. Please try again.',
    bn: 'কার্ড প্রসেসরের সাথে যোগাযোগ করা যায়নি। আবার চেষ্টা করুন।',
  });

export function createStripeProvider(settings: StripeSettings, db: Executor): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...connection(settings.apiBase),
  });

  /** Stripe's current view of the intent, mirrored into our record; undefined when unknown. */
  async function retrieveLive(id: string): Promise<Stripe.PaymentIntent | undefined> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return undefined;
      throw unreachable();
    }
    await intentStore.setStatus(db, intent.id, intent.status as PaymentIntentStatus);
    return intent;
  }

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ userId, plan, amountPoisha }: NewIntent) {
      const intent = await stripe.paymentIntents
        .create({
          amount: amountPoisha,
          currency: 'bdt',
          allowed_payment_method_types: ['card'],
          description: `MessMate ${plan} membership`,
          metadata: { userId, plan },
        })
        .catch(() => {
          throw unreachable();
        });
      await intentStore.insert(db, {
        id: intent.id,
        provider: 'stripe',
        userId,
        plan,
        amountPoisha: intent.amount,
        currency: intent.currency,
        status: intent.status as PaymentIntentStatus,
        clientSecret: intent.client_secret ?? '',
      });
      return toProviderIntent(intent);
    },

    async retrieveIntent(id: string) {
      const intent = await retrieveLive(id);
      return intent ? toProviderIntent(intent) : undefined;
    },

    async discardIntent(id: string) {
      const intent = await retrieveLive(id);
      // Unknown to this Stripe account: it cannot tell us the intent is dead, so it stays.
      if (!intent) return false;
      if (CANCELLABLE.has(intent.status)) {
        try {
          await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
        } catch (error) {
          // Most likely paid for in the meantime: leave it for the webhook or POST /payments.
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
          throw unreachable();
        }
      } else if (intent.status !== 'canceled') {
        return false;
      }
      return intentStore.deleteUnconsumed(db, id);
    },

    verifyWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!settings.webhookSecret) {
        throw new HttpError(404, 'WEBHOOK_NOT_CONFIGURED', {
          en: 'Stripe webhooks are not configured on this server.',
          bn: 'এই সার্ভারে Stripe ওয়েবহুক চালু নেই।',
        });
      }
      if (!signature)
        throw badRequest(
          { en: 'The Stripe-Signature header is missing.', bn: 'Stripe-Signature হেডারটি নেই।' },
          'BAD_SIGNATURE',
        );
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw badRequest(
          { en: 'The webhook signature does not match.', bn: 'ওয়েবহুকের স্বাক্ষর মেলেনি।' },
          'BAD_SIGNATURE',
        );
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        type: event.type,
        paymentIntentId: object.object === 'payment_intent' && object.id ? object.id : null,
      };
    },
  };
}
