import type { Payment } from '@messmate/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPayments(): Promise<Payment[]> {
  return api.get<Payment[]>('/payments');
}

export const paymentsQueryOptions = queryOptions({
  queryKey: ['payments', 'history'],
  queryFn: getPayments,
});

/** The signed-in user's own payments, newest first. */
export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
