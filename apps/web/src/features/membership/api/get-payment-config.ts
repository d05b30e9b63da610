import type { PaymentConfig } from '@messmate/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function getPaymentConfig(): Promise<PaymentConfig> {
  return api('GET /payment-config');
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: paymentKeys.config,
  queryFn: getPaymentConfig,
  staleTime: Infinity,
});

/** Which card processor the server uses: Stripe, or the built-in test processor. */
export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
