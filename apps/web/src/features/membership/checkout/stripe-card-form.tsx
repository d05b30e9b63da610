import type { PaymentIntent } from '@messmate/shared/schemas/payment';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { messages, t } from '@/lib/i18n';
import { checkoutText } from './messages';
import { PayButton } from './pay-button';

// One Stripe.js per publishable key for the life of the page, loaded only when checkout needs it.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  publishableKey: string;
  intent: PaymentIntent;
  onConfirmed: (intentId: string) => Promise<boolean>;
}

function CardPaymentForm({ intent, onConfirmed }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) {
      toast.error(messages().cardElementMissing);
      return;
    }
    setBusy(true);
    const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
      payment_method: { card },
    });
    if (error) toast.error(error.message ?? t(checkoutText.notCharged), { id: 'card-problem' });
    else if (paymentIntent.status === 'succeeded' && (await onConfirmed(paymentIntent.id))) return;
    setBusy(false);
  }

  return (
    <form onSubmit={pay} className="space-y-5">
      <div>
        <p className="text-sm font-medium text-stone-800">{t(checkoutText.cardDetails)}</p>
        <div className="mt-1.5 rounded-xl border border-stone-300 bg-white px-3.5 py-3 shadow-sm">
          <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
        </div>
      </div>
      <PayButton busy={busy} disabled={!stripe} />
    </form>
  );
}

/** Stripe Elements' card field (no postal code), confirmed with Stripe.js. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardPaymentForm {...props} />
    </Elements>
  );
}
