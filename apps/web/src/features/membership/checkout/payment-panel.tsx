import type { Plan } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import { lazy, Suspense, useEffect } from 'react';
import toast from 'react-hot-toast';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { TestCardForm } from './test-card-form';
import { useCompletePayment } from './use-complete-payment';

// Stripe.js and its React bindings are fetched only when Stripe is the processor.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

function PanelSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Preparing the payment</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-12 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

/** Starts the payment when checkout opens, then shows the card field of the processor in use. */
export function PaymentPanel({ plan, onPaid }: { plan: Plan; onPaid: () => Promise<unknown> }) {
  const config = usePaymentConfig();
  const intent = usePaymentIntent(plan.slug, plan.price > 0);
  const complete = useCompletePayment(plan, onPaid);
  const failed = config.isError || intent.isError;

  useEffect(() => {
    if (failed) toast.error(MESSAGES.paymentInitFailed, { id: 'payment-init' });
  }, [failed]);

  if (failed) {
    return (
      <ErrorNotice
        message={MESSAGES.paymentInitFailed}
        onRetry={() => void Promise.all([config.refetch(), intent.refetch()])}
      />
    );
  }
  if (!config.data || !intent.data) return <PanelSkeleton />;
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<PanelSkeleton />}>
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
