import type { PlanName } from '@messmate/shared/constants';
import type { SavePaymentResult } from '@messmate/shared/schemas/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export interface SavePaymentInput {
  plan: PlanName;
  /** Taka. */
  price: number;
  transactionId: string;
}

/** The spec's POST /payments body; the server takes name and email from the session itself. */
export function savePayment({
  plan,
  price,
  transactionId,
}: SavePaymentInput): Promise<SavePaymentResult> {
  return api('POST /payments', {
    body: { package: plan, amount: price, transactionId, date: new Date().toISOString() },
  });
}

/** Records a confirmed payment; the payment history is refetched. */
export function useSavePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
  });
}
