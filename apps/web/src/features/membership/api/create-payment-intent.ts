import type { PaymentIntent } from '@messmate/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function createPaymentIntent(plan: string): Promise<PaymentIntent> {
  return api('POST /create-payment-intent', { body: { plan } });
}

/**
 * A fresh intent each time checkout opens (the spec creates it when the page loads). Kept as
 * a query so a re-render never starts a second one, and dropped as soon as checkout closes.
 */
export function paymentIntentQueryOptions(plan: string) {
  return queryOptions({
    queryKey: paymentKeys.intent(plan),
    queryFn: () => createPaymentIntent(plan),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function usePaymentIntent(plan: string, enabled: boolean) {
  return useQuery({ ...paymentIntentQueryOptions(plan), enabled });
}
