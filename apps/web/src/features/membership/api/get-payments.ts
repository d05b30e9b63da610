import type { Payment } from '@messmate/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function getPayments(): Promise<Payment[]> {
  return api('GET /payments');
}

export const paymentsQueryOptions = queryOptions({
  queryKey: paymentKeys.history,
  queryFn: getPayments,
});

/** The signed-in user's own payments, newest first. */
export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
