import type { Plan } from '@messmate/shared/constants';
import { lazy, Suspense, useEffect } from 'react';
import toast from 'react-hot-toast';
import { ErrorNotice } from '@/components/ui/error-notice';
import { messages } from '@/lib/i18n';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { PaymentPanelSkeleton } from './payment-panel-skeleton';
import { TestCardForm } from './test-card-form';
import { useCompletePayment } from './use-complete-payment';

// Stripe.js and its React bindings are fetched only when Stripe is the processor.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Starts the payment when checkout opens, then shows the card field of the processor in use. */
export function PaymentPanel({ plan, onPaid }: { plan: Plan; onPaid: () => Promise<unknown> }) {
  const config = usePaymentConfig();
  const intent = usePaymentIntent(plan.slug, plan.price > 0);
  const complete = useCompletePayment(plan, onPaid);
  const failed = config.isError || intent.isError;

  useEffect(() => {
    if (failed) toast.error(messages().paymentInitFailed, { id: 'payment-init' });
  }, [failed]);

  if (failed) {
    return (
      <ErrorNotice
        message={messages().paymentInitFailed}
        onRetry={() => void Promise.all([config.refetch(), intent.refetch()])}
      />
    );
  }
  if (!config.data || !intent.data) return <PaymentPanelSkeleton />;
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<PaymentPanelSkeleton />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          intent={intent.data}
          onConfirmed={complete}
        />
      </Suspense>
    );
  }
  return <TestCardForm intent={intent.data} onConfirmed={complete} />;
}
