import type { CardDetails, ConfirmedPaymentIntent } from '@messmate/shared/schemas/payment';
import { api } from '@/lib/api-client';

/** The built-in test processor's counterpart of Stripe.js's confirmCardPayment. */
export function confirmTestPayment(
  intentId: string,
  clientSecret: string,
  card: CardDetails,
): Promise<ConfirmedPaymentIntent> {
  return api('POST /payment-intents/:id/confirm', {
    params: { id: intentId },
    body: { clientSecret, card },
  });
}
